import type { COLLECTION_TREE_PARTS } from '@vitrina/contracts/catalog';
import { createCategoriesService } from '../catalog/categories.service';
import { createCollectionsService } from '../catalog/collections.service';
import type { FeatureDeps } from '../feature-routes';
import { createProductsService } from './products.service';

export type CollectionTreePart = (typeof COLLECTION_TREE_PARTS)[number];

/**
 * One collection with the parts asked for: its category tree and its products with their
 * categories. A fixed number of queries whatever its size; the tree is built in memory.
 */
export function createCollectionViewService(deps: Pick<FeatureDeps, 'db'>) {
  const collections = createCollectionsService(deps);
  const categories = createCategoriesService(deps);
  const products = createProductsService(deps);

  return {
    async get(userId: number, id: number, parts: CollectionTreePart[]) {
      const summary = await collections.get(userId, id);
      const [tree, items] = await Promise.all([
        parts.includes('CATEGORY') ? categories.tree(userId, id) : undefined,
        parts.includes('PRODUCT') ? products.inCollection(userId, id) : undefined,
      ]);
      return {
        ...summary,
        ...(tree && { categories: tree }),
        ...(items && { products: items }),
      };
    },
  };
}
