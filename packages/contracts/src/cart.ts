// The site's cart in a showcase widget (issue 30): its texts and the key of a line. Plain values
// (no zod) so the widget's cart chunk bundles them.
import { ORDER_LIMITS } from './limits';
import { pluralRu } from './plural';

const GOODS = ['товар', 'товара', 'товаров'] as const;
const ITEMS = ['позиция', 'позиции', 'позиций'] as const;
const EMPTY = 'Корзина пуста';

export const cartMessages = {
  added: 'Добавлено в корзину',
  /** The submit of the dialog where a product's combination and quantity are chosen. */
  add: 'Добавить в корзину',
  open: 'Открыть корзину',
  title: 'Корзина',
  close: 'Закрыть корзину',
  empty: EMPTY,
  /**
   * The floating button's name and the drawer's count, announced after a change: «В корзине 3
   * товара», or `empty`.
   */
  count: (units: number) => (units === 0 ? EMPTY : `В корзине ${units} ${pluralRu(units, GOODS)}`),
  checkout: 'Оформить заявку',
  total: 'Итого',
  remove: (title: string) => `Удалить «${title}»`,
  decrease: (title: string) => `Уменьшить количество «${title}»`,
  increase: (title: string) => `Увеличить количество «${title}»`,
  quantity: (title: string) => `Количество «${title}»`,
  /** A line's marks when the cart opens, read from the showcases already loaded. */
  offSale: 'Больше не продаётся',
  priceChanged: (before: string) => `Цена изменилась, была ${before}`,
  /** The cart holds at most as many lines as an order takes. */
  full: `В корзине может быть не больше ${ORDER_LIMITS.linesMax} товаров`,
  /**
   * A line of an order's message or letter: «Кружка — Синий, 350 мл × 2 = 1 400 ₽»; the
   * quantity alone without a price.
   */
  line: (title: string, quantity: number, total: string | null) =>
    total === null ? `${title} × ${quantity}` : `${title} × ${quantity} = ${total}`,
  /** A message's or letter's tail after its first lines: «и ещё 5 позиций». */
  moreLines: (count: number) => `и ещё ${count} ${pluralRu(count, ITEMS)}`,
  /** The orders list's summary: «3 товара · 4 150 ₽». */
  units: (units: number) => `${units} ${pluralRu(units, GOODS)}`,
} as const;

/** One product or variant per line: its key in the cart. */
export const cartLineKey = (productId: number, variantId: number | null | undefined): string =>
  variantId == null ? String(productId) : `${productId}:${variantId}`;

/** The units of a cart or an order: its lines' quantities added up («3 товара»). */
export const unitsOf = (lines: readonly { quantity: number }[]): number =>
  lines.reduce((units, line) => units + line.quantity, 0);
