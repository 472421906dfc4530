import { CollectionsScreen } from '../../features/catalog/components/collections-screen';

export function Component() {
  return <CollectionsScreen />;
}
