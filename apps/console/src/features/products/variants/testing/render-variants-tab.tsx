import { screen, within } from '@testing-library/react';
import type { Characteristic } from '@vitrina/contracts/characteristics';
import type { Product } from '@vitrina/contracts/products';
import type { Variants } from '@vitrina/contracts/variants';
import type { FakeHandler, FakeRoute } from '../../../../testing/fake-api';
import { renderWithProviders } from '../../../../testing/render-with-providers';
import { useGetProductQuery } from '../../api/products-api';
import { aCharacteristic } from '../../testing/fake-characteristics';
import {
  aPhoto,
  fakeProductsServer,
  summerCollection,
  theSneakers,
} from '../../testing/fake-products-server';
import { aVariant } from '../../testing/fake-variants';
import VariantsTab from '../variants-tab';

/** Цвет: красный 11, синий 12, зелёный 13; Размер: 40 31, 41 32, 42 33. */
export const COLOR = aCharacteristic(1, 'Цвет', ['красный', 'синий', 'зелёный']);
export const SIZE = aCharacteristic(3, 'Размер', ['40', '41', '42']);
export const MATERIAL = aCharacteristic(2, 'Материал', ['кожа', 'замша']);

/** The sneakers at 1 500 ₽, tracking stock, with Цвет and Размер and two photos. */
export const sneakersWithOptions = (overrides: Partial<Product> = {}) =>
  theSneakers({
    characteristics: [COLOR, SIZE],
    track_stock: true,
    photos: [aPhoto(41, 'front'), aPhoto(42, 'side')],
    ...overrides,
  });

/** Цвет красный, синий × Размер 40, 41, stored with their SKUs. */
export const twoByTwo = (): Variants => ({
  options: [
    { characteristic_id: 1, value_ids: [11, 12] },
    { characteristic_id: 3, value_ids: [31, 32] },
  ],
  variants: [
    aVariant(501, [11, 31], { sku: 'R-40', stock: 3 }),
    aVariant(502, [11, 32], { sku: 'R-41' }),
    aVariant(503, [12, 31], { sku: 'B-40', price: 1700 }),
    aVariant(504, [12, 32], { sku: 'B-41' }),
  ],
});

export interface VariantsWorld {
  product?: Product;
  variants?: Variants;
  characteristics?: Characteristic[];
  routes?: Partial<Record<FakeRoute, FakeHandler>>;
}

export function variantsServer(world: VariantsWorld = {}) {
  const { product = sneakersWithOptions(), variants, routes } = world;
  return fakeProductsServer(
    {
      collections: [summerCollection([product])],
      characteristics: world.characteristics ?? product.characteristics,
      variants: variants && { [product.id]: variants },
    },
    routes,
  );
}

function TabOfLoadedProduct({ productId }: { productId: number }) {
  const { data: product } = useGetProductQuery(productId);
  if (!product) return null;
  return <VariantsTab product={product} onChangedChange={() => undefined} />;
}

/** The «Варианты» tab of the sneakers alone: quicker than the whole editor. */
export async function renderVariantsTab(world: VariantsWorld = {}) {
  const api = variantsServer(world);
  const rendered = renderWithProviders(<TabOfLoadedProduct productId={5} />, api);
  await screen.findByRole('heading', { name: 'Характеристики вариантов' });
  return { api, ...rendered };
}

export const variantList = () => screen.getByRole('list', { name: 'Варианты товара' });
export const variantRow = (label: string) =>
  within(variantList()).getByRole('listitem', { name: label });
/** The labels of the rows in the document, in their order. */
export const rowLabels = () =>
  within(variantList())
    .queryAllByRole('listitem')
    .map((row) => row.getAttribute('aria-label'));
export const valueChip = (option: string, value: string) =>
  within(screen.getByRole('group', { name: `Значения «${option}»` })).getByRole('checkbox', {
    name: value,
  });
export const putBody = (api: ReturnType<typeof variantsServer>) =>
  JSON.parse(api.callsTo('PUT v1/catalog/product/5/variants/').at(-1)!.body) as unknown;
