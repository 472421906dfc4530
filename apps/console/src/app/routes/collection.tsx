import { CollectionScreen } from '../../features/catalog/components/collection-screen';
import { useRouteIds } from '../../shared/config/route-id';
import { NotFoundPage } from '../../shared/ui/not-found-page';

export function Component() {
  const ids = useRouteIds('collectionId');
  if (!ids) return <NotFoundPage />;
  return <CollectionScreen key={ids.collectionId} collectionId={ids.collectionId} />;
}
