import { screen, within } from '@testing-library/react';
import type { Characteristic } from '@vitrina/contracts/characteristics';
import type { Product } from '@vitrina/contracts/products';
import type { Variants } from '@vitrina/contracts/variants';
import type { FakeHandler, FakeRoute } from '../../../../testing/fake-api';
import { merchantCharacteristics, withMainValues } from '../../testing/fake-characteristics';
import {
  fakeProductsServer,
  summerCollection,
  theSneakers,
} from '../../testing/fake-products-server';
import { openProductEditor } from '../../testing/open-product-editor';

/** The sneakers with Цвет (main values красный and синий) and Материал (none) in this order. */
export function sneakersWithCharacteristics(overrides: Partial<Product> = {}) {
  const [color, material] = merchantCharacteristics();
  return theSneakers({
    characteristics: [withMainValues(color!, ['красный', 'синий']), material!],
    ...overrides,
  });
}

/** The tab's heading, whatever the count beside it. */
export const HEADING = /^Характеристики \(\d+\)$/;

export interface TabWorld {
  product?: Product;
  /** The merchant's characteristics; Цвет, Материал, Размер and Сезон unless told. */
  characteristics?: Characteristic[];
  routes?: Partial<Record<FakeRoute, FakeHandler>>;
  /** The options and variants of products, by the product's id; none unless told. */
  variants?: Record<number, Variants>;
  /** Viewport width, px; desktop unless told. */
  width?: number;
}

/** The server of a tab's test: the product in the summer collection, and the characteristics. */
export function productsWorld(world: TabWorld) {
  const {
    product = sneakersWithCharacteristics(),
    characteristics = merchantCharacteristics(),
    routes,
    variants,
  } = world;
  const api = fakeProductsServer(
    { collections: [summerCollection([product])], characteristics, variants },
    routes,
  );
  return { api, product };
}

/** The editor of the sneakers, on its Характеристики tab. */
export async function openCharacteristicsTab(world: TabWorld = {}) {
  const { api } = productsWorld(world);
  const opened = await openProductEditor('/catalog/1/5', { api, width: world.width });
  await opened.user.click(screen.getByRole('tab', { name: 'Характеристики' }));
  await screen.findByRole('heading', { name: HEADING });
  return opened;
}

export type OpenedTab = Awaited<ReturnType<typeof openCharacteristicsTab>>;

export const rowList = () => screen.getByRole('list', { name: 'Характеристики товара' });
export const row = (title: string) => within(rowList()).getByRole('listitem', { name: title });
/** The titles of the rows in the order shown. */
export const rowTitles = () =>
  within(rowList())
    .getAllByRole('listitem')
    .filter((item) => item.parentElement === rowList())
    .map((item) => item.getAttribute('aria-label'));
export const unsavedBar = () => screen.queryByRole('region', { name: 'Несохраненные изменения' });
export const bodyOf = (call: { body: string } | undefined) => JSON.parse(call!.body) as unknown;
