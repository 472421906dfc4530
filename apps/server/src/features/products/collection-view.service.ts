import type { COLLECTION_TREE_PARTS } from '@vitrina/contracts/catalog';
import type { CategoriesService } from '../catalog/categories.service';
import type { CollectionsService } from '../catalog/collections.service';
import type { ProductsService } from './products.service';

export type CollectionTreePart = (typeof COLLECTION_TREE_PARTS)[number];

interface CollectionViewDeps {
  collections: Pick<CollectionsService, 'get'>;
  categories: Pick<CategoriesService, 'tree'>;
  products: Pick<ProductsService, 'inCollectionAsJson'>;
}

/**
 * One collection with the parts asked for: its category tree and its products with their
 * categories. A fixed number of queries whatever its size; the tree is built in memory.
 */
export function createCollectionViewService({
  collections,
  categories,
  products,
}: CollectionViewDeps) {
  return {
    /** The `{data}` answer as JSON text, the products spliced in as the database wrote them. */
    async getAsJson(userId: number, id: number, parts: CollectionTreePart[]): Promise<string> {
      const summary = await collections.get(userId, id);
      const tree = parts.includes('CATEGORY') ? await categories.tree(userId, id) : undefined;
      const head = JSON.stringify({ ...summary, ...(tree && { categories: tree }) });
      if (!parts.includes('PRODUCT')) return `{"data":${head}}`;
      const list = await products.inCollectionAsJson(userId, id);
      return `{"data":${head.slice(0, -1)},"products":${list}}}`;
    },
  };
}

export type CollectionViewService = ReturnType<typeof createCollectionViewService>;
