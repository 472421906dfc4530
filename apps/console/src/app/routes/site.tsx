import { useParams } from 'react-router';
import { SiteScreen } from '../../features/sites/components/site-screen';

export function Component() {
  const { siteId } = useParams();
  return <SiteScreen key={siteId} siteId={Number(siteId)} />;
}
