import { WidgetsScreen } from '../../features/widgets/list/components/widgets-screen';

export function Component() {
  return <WidgetsScreen />;
}
