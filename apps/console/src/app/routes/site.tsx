import { SiteScreen } from '../../features/sites/components/site-screen';
import { useRouteIds } from '../../shared/config/route-id';
import { NotFoundPage } from '../../shared/ui/not-found-page';

export function Component() {
  const ids = useRouteIds('siteId');
  if (!ids) return <NotFoundPage />;
  return <SiteScreen key={ids.siteId} siteId={ids.siteId} />;
}
