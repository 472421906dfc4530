import { MainLayout } from '../../shared/ui/shell/main-layout';

export function Component() {
  return <MainLayout />;
}
