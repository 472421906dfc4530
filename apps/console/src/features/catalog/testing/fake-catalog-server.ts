import type { CategoryNode, CollectionSummary } from '@vitrina/contracts/catalog';
import type { CollectionView } from '../../../testing/catalog-fixtures';
import { aCollection, aProduct } from '../../../testing/catalog-fixtures';
import { createFakeApi, reply, type FakeHandler, type FakeRoute } from '../../../testing/fake-api';
import { productRowsRoutes } from '../../../testing/fake-product-rows';
import { flattenTree, subtreeIds } from '../../../shared/catalog/category-tree';

export { aCategory, aCollection, aProduct } from '../../../testing/catalog-fixtures';

type Routes = Partial<Record<FakeRoute, FakeHandler>>;

/**
 * The catalog API of one merchant, keeping what the console creates, edits and deletes; its
 * product rows come `rowsPageSize` a page.
 */
export function fakeCatalogServer(
  collections: CollectionView[] = [aCollection()],
  routes: Routes = {},
  rowsPageSize?: number,
) {
  let nextId = 100;
  const find = (id: string) => collections.find((collection) => collection.id === Number(id));
  const summary = ({ categories: _c, products, ...rest }: CollectionView): CollectionSummary => ({
    ...rest,
    products_quantity: products.length,
  });
  const allCategories = () => collections.flatMap((c) => flattenTree(c.categories));
  const removeCategory = (nodes: CategoryNode[], id: number): CategoryNode[] =>
    nodes
      .filter((node) => node.id !== id)
      .map((node) => ({ ...node, children: removeCategory(node.children, id) }));
  const body = async <T>(request: Request) => (await request.json()) as T;

  return createFakeApi({
    'GET v1/catalog/collections/': () => reply(200, { data: collections.map(summary) }),
    'GET v1/catalog/collection/:id/': (_request, { id }) => {
      const collection = find(id!);
      return collection ? reply(200, { data: collection }) : reply(404, { detail: 'Не найдено' });
    },
    'POST v1/catalog/collection/': async (request) => {
      const created = aCollection({
        id: nextId++,
        ...(await body<Partial<CollectionView>>(request)),
      });
      collections.push(created);
      return reply(200, { data: summary(created) });
    },
    'PUT v1/catalog/collection/:id/': async (request, { id }) => {
      Object.assign(find(id!)!, await body(request));
      return reply(200, { data: summary(find(id!)!) });
    },
    'DELETE v1/catalog/collection/:id/': (_request, { id }) => {
      collections.splice(collections.indexOf(find(id!)!), 1);
      return reply(200, { message: 'Коллекция удалена' });
    },
    'POST v1/catalog/category/': async (request) => {
      const { title, parent_id, collection_id } = await body<CategoryNode>(request);
      const node: CategoryNode = { id: nextId++, title, parent_id, collection_id, children: [] };
      const parent = allCategories().find((flat) => flat.node.id === parent_id)?.node;
      (parent ? parent.children : find(String(collection_id))!.categories).push(node);
      return reply(200, { data: node });
    },
    'PUT v1/catalog/category/:id/': async (request, { id }) => {
      Object.assign(
        allCategories().find((flat) => flat.node.id === Number(id))!.node,
        await body(request),
      );
      return reply(200, { data: {} });
    },
    'DELETE v1/catalog/category/:id/': (_request, { id }) => {
      const node = allCategories().find((flat) => flat.node.id === Number(id))!.node;
      const gone = subtreeIds(node);
      for (const collection of collections) {
        collection.categories = removeCategory(collection.categories, node.id);
        for (const product of collection.products) {
          product.categories = product.categories.filter((category) => !gone.has(category.id));
        }
      }
      return reply(200, { message: 'Категория удалена' });
    },
    'POST v1/catalog/collection/:id/product/': async (request, { id }) => {
      const { title } = await body<{ title: string }>(request);
      const product = aProduct({ id: nextId++, title });
      find(id!)!.products.push(product);
      return reply(200, { data: { id: product.id } });
    },
    'PUT v1/catalog/product/:id/': async (request, { id }) => {
      const product = collections.flatMap((c) => c.products).find((p) => p.id === Number(id))!;
      Object.assign(product, await body(request));
      return reply(200, { data: product });
    },
    'DELETE v1/catalog/product/:id/': (_request, { id }) => {
      for (const collection of collections) {
        collection.products = collection.products.filter((product) => product.id !== Number(id));
      }
      return reply(200, { message: 'Товар удалён' });
    },
    ...productRowsRoutes(() => collections, rowsPageSize),
    ...routes,
  });
}
