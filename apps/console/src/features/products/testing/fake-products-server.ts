import type { CategoryNode, CollectionSummary } from '@vitrina/contracts/catalog';
import type {
  Characteristic,
  MainValues,
  ProductMainValues,
} from '@vitrina/contracts/characteristics';
import type { Site, Widget } from '@vitrina/contracts/platform';
import type { Product, ProductUpdate } from '@vitrina/contracts/products';
import type { Variants } from '@vitrina/contracts/variants';
import type { CollectionView } from '../../../testing/catalog-fixtures';
import { aCategory, aCollection, aProduct } from '../../../testing/catalog-fixtures';
import { createFakeApi, reply, type FakeHandler, type FakeRoute } from '../../../testing/fake-api';
import { productRowsRoutes } from '../../../testing/fake-product-rows';
import { aSite, aWidget } from '../../../testing/platform-fixtures';
import { fakeCharacteristics } from './fake-characteristics';
import { fakeVariants } from './fake-variants';

export { aCategory, aCollection, aProduct, aSite, aWidget };

type Routes = Partial<Record<FakeRoute, FakeHandler>>;

interface ProductsWorld {
  /** Every product lives in one of these; the first collection holds the edited one. */
  collections?: CollectionView[];
  site?: Site;
  widget?: Widget;
  /** The merchant's characteristics, which the products link to; none unless told. */
  characteristics?: Characteristic[];
  /** The options and variants of products, by the product's id; none unless told. */
  variants?: Record<number, Variants>;
}

const shoes = aCategory(11, 'Обувь', [aCategory(12, 'Кеды', [], 11)]);
const hats = aCategory(13, 'Шляпы');
const SUMMER = { id: 1, title: 'Летняя коллекция', type: 'PRODUCT' } as const;

/** A photo as the server answers it, its files named after `name`. */
export const aPhoto = (id: number, name: string) => ({
  id,
  orig_photo: `/media/${name}.webp`,
  preview: `/media/${name}-preview.webp`,
});

/** White sneakers for 1 500 ₽ in the summer collection, filed under Кеды. */
export function theSneakers(overrides: Partial<Product> = {}): Product {
  return aProduct({
    id: 5,
    title: 'Кеды белые',
    sku: 'K-1',
    description: 'Кожаные',
    about: 'Подробно о кедах',
    text: 'Подробно о кедах',
    price: 1500,
    quantity: 3,
    module: 'THINGS',
    collections: [SUMMER],
    categories: [{ id: 12, title: 'Кеды', parent_id: 11, collection_id: 1 }],
    ...overrides,
  });
}

export const summerCollection = (products: Product[] = [theSneakers()]) =>
  aCollection({ categories: [shoes, hats], products });

const flatten = (nodes: readonly CategoryNode[]): CategoryNode[] =>
  nodes.flatMap((node) => [node, ...flatten(node.children)]);

// The fields a PUT changes; the rest of a sent product is read-only and dropped, as on the server.
const WRITABLE = [
  'title',
  'sku',
  'description',
  'about',
  'price',
  'discount_value',
  'discount_type',
  'quantity',
  'module',
  'onSale',
  'track_stock',
  'stock',
  'stock_threshold',
] as const;

/**
 * The API behind the product editor: the merchant's collections with their products (and their
 * product rows), one site
 * with one widget, the merchant's characteristics, the products' variants, and the writes the
 * editor makes (save, categories, characteristics and their main values, variants, copy, delete,
 * create), and the products of a collection that share a SKU.
 */
export function fakeProductsServer(world: ProductsWorld = {}, routes: Routes = {}) {
  const collections = world.collections ?? [summerCollection()];
  const shown = collections[0]!;
  const widget =
    world.widget ?? aWidget({ tags: [{ collection_id: shown.id, collection_title: shown.title }] });
  const site = world.site ?? aSite({ widgets: [widget] });
  const characteristics = fakeCharacteristics(world.characteristics ?? []);
  const variants = fakeVariants(world.variants);
  let nextId = 100;
  const products = () => collections.flatMap((collection) => collection.products);
  const findProduct = (id: string) => products().find((product) => product.id === Number(id));
  const replace = (next: Product) => {
    for (const collection of collections) {
      collection.products = collection.products.map((row) => (row.id === next.id ? next : row));
    }
  };
  const summary = ({ categories: _c, products: rows, ...rest }: CollectionView) =>
    ({ ...rest, products_quantity: rows.length }) satisfies CollectionSummary;
  const notFound = () => reply(404, { detail: 'Не найдено' });

  return createFakeApi({
    'GET v1/catalog/product/:id/': (_request, { id }) => {
      const product = findProduct(id!);
      return product ? reply(200, { data: characteristics.viewOf(product) }) : notFound();
    },
    'PUT v1/catalog/product/:id/': async (request, { id }) => {
      const product = findProduct(id!);
      if (!product) return notFound();
      const body = (await request.json()) as ProductUpdate;
      const next: Product = { ...product };
      for (const field of WRITABLE) {
        if (body[field] !== undefined) Object.assign(next, { [field]: body[field] });
      }
      next.text = next.about;
      if (body.categories_id) {
        const tree = flatten(collections[0]!.categories);
        next.categories = body.categories_id.map((categoryId) => {
          const { children: _children, ...category } = tree.find((node) => node.id === categoryId)!;
          return category;
        });
      }
      if (body.photos_id) {
        next.photos = body.photos_id.map((photoId) =>
          product.photos.find(({ id }) => id === photoId)!,
        );
        next.main_photo_preview = next.photos[0]?.preview ?? null;
        next.main_photo_orig = next.photos[0]?.orig_photo ?? null;
      }
      if (body.characteristics_id) {
        next.characteristics = characteristics.linked(product, body.characteristics_id);
      }
      replace(next);
      return reply(200, { data: characteristics.viewOf(next) });
    },
    'PUT v1/catalog/product/:id/characteristic/:characteristicId/values/main/': async (
      request,
      { id, characteristicId },
    ) => {
      const product = findProduct(id!);
      if (!product) return notFound();
      const { values_id } = (await request.json()) as MainValues;
      const next = {
        ...product,
        characteristics: characteristics.withMains(product, Number(characteristicId), values_id),
      };
      replace(next);
      return reply(200, { data: characteristics.viewOf(next) });
    },
    'PUT v1/catalog/product/:id/characteristics/values/main/': async (request, { id }) => {
      let product = findProduct(id!);
      if (!product) return notFound();
      const body = (await request.json()) as ProductMainValues;
      for (const choice of body.characteristics) {
        const chosen = characteristics.withMains(
          product,
          choice.characteristic_id,
          choice.values_id,
        );
        product = { ...product, characteristics: chosen };
      }
      replace(product);
      return reply(200, { data: characteristics.viewOf(product) });
    },
    'GET v1/catalog/product/:id/same-sku/': (_request, { id }) => {
      const product = findProduct(id!);
      if (!product) return notFound();
      const collection = collections.find((candidate) => candidate.products.includes(product))!;
      const same = collection.products.filter(
        (other) => other.id !== product.id && product.sku && other.sku === product.sku,
      );
      const named = same.map(({ id: otherId, title }) => ({ id: otherId, title }));
      return reply(200, { data: { products: named, total: named.length } });
    },
    'POST v1/catalog/product/:id/copy/': (_request, { id }) => {
      const product = findProduct(id!);
      if (!product) return notFound();
      const copy = { ...product, id: nextId++ };
      collections[0]!.products.push(copy);
      return reply(200, { data: copy });
    },
    'DELETE v1/catalog/product/:id/': (_request, { id }) => {
      for (const collection of collections) {
        collection.products = collection.products.filter((row) => row.id !== Number(id));
      }
      return reply(200, { message: 'Товар удалён' });
    },
    'POST v1/catalog/collection/:id/product/': async (request, { id }) => {
      const { title } = (await request.json()) as { title: string };
      const collection = collections.find((candidate) => candidate.id === Number(id))!;
      const product = aProduct({ id: nextId++, title, collections: [SUMMER] });
      collection.products.push(product);
      return reply(200, { data: { id: product.id } });
    },
    'GET v1/catalog/product/:id/variants/': (_request, { id }) =>
      findProduct(id!) ? reply(200, { data: variants.of(Number(id)) }) : notFound(),
    'PUT v1/catalog/product/:id/variants/': async (request, { id }) => {
      const product = findProduct(id!);
      if (!product) return notFound();
      const { set, refused } = variants.save(product.id, await request.json());
      if (!set) return refused;
      replace({ ...product, variants_quantity: set.variants.length });
      return reply(200, { data: set });
    },
    'GET v1/catalog/characteristic/:id/variant-uses/': (_request, { id }) => {
      const characteristic = characteristics.stored.find((stored) => stored.id === Number(id));
      if (!characteristic) return notFound();
      return reply(200, { data: variants.usesOf(characteristic.values.map((value) => value.id)) });
    },
    'GET v1/catalog/collections/': () => reply(200, { data: collections.map(summary) }),
    'GET v1/catalog/collection/:id/': (request, { id }) => {
      const collection = collections.find((candidate) => candidate.id === Number(id));
      if (!collection) return notFound();
      const parts = new URL(request.url).searchParams.getAll('tree');
      const { products: rows, ...rest } = collection;
      const products = rows.map(characteristics.viewOf);
      return reply(200, { data: parts.includes('PRODUCT') ? { ...rest, products } : rest });
    },
    'GET v1/platform/site/:id/': () => reply(200, { data: site }),
    'GET v1/platform/widget/:id/': () => reply(200, { data: widget }),
    ...productRowsRoutes(() => collections),
    ...characteristics.routes,
    ...routes,
  });
}
