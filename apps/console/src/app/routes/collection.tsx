import { useParams } from 'react-router';
import { CollectionScreen } from '../../features/catalog/components/collection-screen';

export function Component() {
  const { collectionId } = useParams();
  return <CollectionScreen key={collectionId} collectionId={Number(collectionId)} />;
}
