import { PRODUCT_ROWS_LIMITS } from '@vitrina/contracts/limits';
import { productRowInStock, type ProductRowView } from '@vitrina/contracts/product-rows';
import type { Product } from '@vitrina/contracts/products';
import { rowFieldsOf } from '../shared/api/product-rows';
import { flattenTree, subtreeIds, withDescendants } from '../shared/catalog/category-tree';
import type { CollectionView } from './catalog-fixtures';
import { reply, type FakeHandler, type FakeRoute } from './fake-api';

const ROWS_ROUTE = 'GET v1/catalog/products/rows/';

const folded = (text: string) => text.toLowerCase().replaceAll('ё', 'е');

// The fake keeps no variants' stock to sum: a product with variants has none counted.
const rowOf = (product: Product, collectionId: number): ProductRowView => ({
  id: product.id,
  collection_id: collectionId,
  stock: null,
  ...rowFieldsOf(product),
});

/**
 * The product rows call and the category counts over the fake servers' collections, as the
 * server answers them: by collection or category (with its descendants), searched by title or
 * SKU, out of stock only with `stock=out`, in id order, `pageSize` rows a page unless the call asks for fewer.
 */
export function productRowsRoutes(
  collections: () => readonly CollectionView[],
  pageSize: number = PRODUCT_ROWS_LIMITS.pageDefault,
): Partial<Record<FakeRoute, FakeHandler>> {
  const matching = (query: URLSearchParams) => {
    const inCollections = new Set(query.getAll('collection').map(Number));
    const rows = new Map<number, ProductRowView>();
    for (const collection of collections()) {
      const categories = withDescendants(
        collection.categories,
        new Set(query.getAll('category').map(Number)),
      );
      for (const product of collection.products) {
        const linked = product.categories.some((category) => categories.has(category.id));
        if (inCollections.has(collection.id) || linked) {
          rows.set(product.id, rowOf(product, collection.id));
        }
      }
    }
    const search = folded(query.get('search') ?? '');
    const outOnly = query.get('stock') === 'out';
    return [...rows.values()]
      .filter((row) => folded(`${row.title} ${row.sku ?? ''}`).includes(search))
      .filter((row) => !outOnly || !productRowInStock(row))
      .sort((a, b) => a.id - b.id);
  };

  return {
    [ROWS_ROUTE]: (request) => {
      const query = new URL(request.url).searchParams;
      const after = Number(query.get('after') ?? 0);
      const limit = Math.min(Number(query.get('limit') ?? pageSize), pageSize);
      const rest = matching(query).filter((row) => row.id > after);
      const rows = rest.slice(0, limit);
      const next = rest.length > limit ? String(rows.at(-1)!.id) : null;
      return reply(200, { data: { rows, next } });
    },
    'GET v1/catalog/collection/:id/counts/': (_request, { id }) => {
      const collection = collections().find((candidate) => candidate.id === Number(id));
      if (!collection) return reply(404, { detail: 'Не найдено' });
      const counts = flattenTree(collection.categories).map(({ node }) => {
        const under = subtreeIds(node);
        const filed = collection.products.filter((product) =>
          product.categories.some((category) => under.has(category.id)),
        );
        return { id: node.id, products: filed.length };
      });
      return reply(200, {
        data: {
          total: collection.products.length,
          categories: counts.filter((count) => count.products > 0),
        },
      });
    },
  };
}
