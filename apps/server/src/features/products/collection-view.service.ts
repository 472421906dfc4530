import type { COLLECTION_TREE_PARTS } from '@vitrina/contracts/catalog';
import { COLLECTION_VIEW_LIMITS } from '@vitrina/contracts/limits';
import { cursorAfter, idAfter } from '../../http/page-cursor';
import type { CategoriesService } from '../catalog/categories.service';
import type { CollectionsService } from '../catalog/collections.service';
import type { ProductsService } from './products.service';

export type CollectionTreePart = (typeof COLLECTION_TREE_PARTS)[number];

interface CollectionViewDeps {
  collections: Pick<CollectionsService, 'get'>;
  categories: Pick<CategoriesService, 'tree'>;
  products: Pick<ProductsService, 'collectionPageAsJson'>;
}

/**
 * One collection with the parts asked for: its category tree and a page of its products with
 * their categories (decision 36: a catalog of 100 000 is never answered whole). A fixed number
 * of queries whatever its size; the tree is built in memory.
 */
export function createCollectionViewService({
  collections,
  categories,
  products,
}: CollectionViewDeps) {
  return {
    /** The `{data}` answer as JSON text, the products spliced in as the database wrote them. */
    async getAsJson(
      userId: number,
      id: number,
      parts: CollectionTreePart[],
      after?: string,
    ): Promise<string> {
      const from = idAfter(after);
      const summary = await collections.get(userId, id);
      const tree = parts.includes('CATEGORY') ? await categories.tree(userId, id) : undefined;
      const head = JSON.stringify({ ...summary, ...(tree && { categories: tree }) });
      if (!parts.includes('PRODUCT')) return `{"data":${head}}`;
      const limit = COLLECTION_VIEW_LIMITS.productsPage;
      const page = await products.collectionPageAsJson(userId, id, from, limit);
      const next = page.count === limit ? cursorAfter(Number(page.last)) : null;
      return `{"data":${head.slice(0, -1)},"products":${page.list},"products_next":${JSON.stringify(next)}}}`;
    },
  };
}

export type CollectionViewService = ReturnType<typeof createCollectionViewService>;
