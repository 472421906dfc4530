import { SitesScreen } from '../../features/sites/components/sites-screen';

export function Component() {
  return <SitesScreen />;
}
