import type {
  CategoryNode,
  COLLECTION_TREE_PARTS,
  CollectionSummary,
} from '@vitrina/contracts/catalog';
import { COLLECTION_VIEW_LIMITS } from '@vitrina/contracts/limits';
import { cursorAfter, idAfter } from '../../shared/page-cursor';
import type { Clock } from '../../infra/clock';
import { createMerchantCache } from '../../infra/merchant-cache/merchant-cache';
import type { CategoriesService } from '../catalog/categories.service';
import type { CollectionsService } from '../catalog/collections.service';
import type { ProductsService } from './products.service';

export type CollectionTreePart = (typeof COLLECTION_TREE_PARTS)[number];

interface CollectionViewDeps {
  collections: Pick<CollectionsService, 'get'>;
  categories: Pick<CategoriesService, 'tree'>;
  products: Pick<ProductsService, 'collectionPageAsJson'>;
  now: Clock;
  /** How long a collection's head is kept; a write of the merchant forgets it at once. */
  headTtlMs: number;
}

/** A collection's summary and category tree, with their owner: only the owner is answered. */
interface CollectionHead {
  shopId: number;
  summary: CollectionSummary;
  tree: CategoryNode[];
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
  now,
  headTtlMs,
}: CollectionViewDeps) {
  // The summary counts the collection's products (60–90 ms at 100 000 on PGlite, which answers
  // nothing else meanwhile, the page's first rows included); it changes only with a write.
  const heads = createMerchantCache<CollectionHead>({ now, ttlMs: headTtlMs });

  async function headOf(shopId: number, id: number): Promise<CollectionHead> {
    const cached = heads.get(id);
    if (cached?.shopId === shopId) return cached;
    const version = heads.versionOf(shopId);
    const summary = await collections.get(shopId, id);
    const head = { shopId, summary, tree: await categories.tree(shopId, id) };
    heads.set(id, shopId, version, head);
    return head;
  }

  return {
    /** The `{data}` answer as JSON text, the products spliced in as the database wrote them. */
    async getAsJson(
      shopId: number,
      id: number,
      parts: CollectionTreePart[],
      after?: string,
    ): Promise<string> {
      const from = idAfter(after);
      const { summary, tree } = await headOf(shopId, id);
      const head = JSON.stringify({
        ...summary,
        ...(parts.includes('CATEGORY') && { categories: tree }),
      });
      if (!parts.includes('PRODUCT')) return `{"data":${head}}`;
      const limit = COLLECTION_VIEW_LIMITS.productsPage;
      const page = await products.collectionPageAsJson(shopId, id, from, limit);
      const next = page.count === limit ? cursorAfter(Number(page.last)) : null;
      return `{"data":${head.slice(0, -1)},"products":${page.list},"products_next":${JSON.stringify(next)}}}`;
    },

    /** A write of the merchant, here or in another process: the heads are read anew. */
    forgetMerchant: heads.merchantChanged,
  };
}

export type CollectionViewService = ReturnType<typeof createCollectionViewService>;
