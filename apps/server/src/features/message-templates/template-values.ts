import { cartMessages, unitsOf } from '@vitrina/contracts/cart';
import { consoleUrl, ORDER_PARAM, paths } from '@vitrina/contracts/console-paths';
import { ORDER_LIMITS } from '@vitrina/contracts/limits';
import type {
  PlaceholderValue,
  PlaceholderValues,
} from '@vitrina/contracts/message-template-render';
import {
  DEFAULT_MESSAGE_TEMPLATES,
  type MessageTemplateKind,
} from '@vitrina/contracts/message-template-texts';
import { formatPhone } from '@vitrina/contracts/phone';
import { formatRubles, NO_PRICE_TEXT } from '@vitrina/contracts/pricing';

/** The shop's own texts by kind; a kind it never worded is absent. */
export type ShopTemplates = Partial<Record<MessageTemplateKind, string>>;

/** The text a message of `kind` is written from: the shop's, or the default. */
export const templateOf = (templates: ShopTemplates, kind: MessageTemplateKind): string =>
  templates[kind] ?? DEFAULT_MESSAGE_TEMPLATES[kind];

/** A line of an order as its messages name it: the title with the variant's values. */
interface OrderLine {
  title: string;
  sku?: string | null;
  quantity: number;
  /** Rubles; null: the product had no price. */
  total: number | null;
}

/** What the merchant's messages tell of an order: the order-created message's payload. */
export interface MerchantOrder {
  /** The order in the console; messages queued before they named it link the list. */
  orderId?: number;
  number: number;
  lines: OrderLine[];
  total: number | null;
  customerName: string;
  customerPhone: string;
  customerEmail: string | null;
  comment: string | null;
  pageUrl: string;
}

/** What the buyer's letters tell: the shop as the letter names it, and the order. */
export interface BuyerLetterOrder {
  number: number;
  shop: { name: string; url: string | null };
  lines: OrderLine[];
  total: number | null;
  customerPhone: string;
}

/** «4 150 ₽», or «цена не указана» for an order without a price. */
const amountOf = (total: number | null) =>
  total === null ? NO_PRICE_TEXT.toLowerCase() : formatRubles(total);

/** «Кружка — Синий, 350 мл × 2 = 1 400 ₽». */
const lineOf = (title: string, { quantity, total }: OrderLine) =>
  cartMessages.line(title, quantity, total === null ? null : formatRubles(total));

/** The order in the console: its drawer over the orders list; the list for a message without it. */
export const orderLink = (publicUrl: string, orderId: number | undefined) =>
  consoleUrl(
    publicUrl,
    paths.orders,
    {},
    orderId === undefined ? {} : { [ORDER_PARAM]: String(orderId) },
  );

/** The first `max` lines with their SKU, then how many more in a paragraph of its own. */
function merchantLines(lines: OrderLine[], max: number): PlaceholderValue {
  const listed = lines
    .slice(0, max)
    .map((line) => lineOf(line.sku ? `${line.title} (артикул ${line.sku})` : line.title, line))
    .join('\n');
  const unlisted = lines.length - Math.min(max, lines.length);
  return unlisted > 0 ? [listed, cartMessages.moreLines(unlisted)] : listed;
}

/**
 * The placeholders of the merchant's messages, its first `maxLines` lines listed: the phone as
 * people write it, the e-mail and comment absent when the buyer gave none.
 */
export function merchantValues(
  order: MerchantOrder,
  publicUrl: string,
  maxLines: number,
): PlaceholderValues {
  return {
    номер: String(order.number),
    позиции: merchantLines(order.lines, maxLines),
    количество: cartMessages.units(unitsOf(order.lines)),
    итого: amountOf(order.total),
    покупатель: order.customerName,
    телефон: formatPhone(order.customerPhone),
    почта: order.customerEmail || null,
    комментарий: order.comment || null,
    страница: order.pageUrl,
    ссылка: orderLink(publicUrl, order.orderId),
  };
}

/** The placeholders of a status letter: the order's number and the shop. */
export const statusValues = ({ number, shop }: Pick<BuyerLetterOrder, 'number' | 'shop'>) => ({
  номер: String(number),
  магазин: shop.name,
  ссылка: shop.url,
});

/** The placeholders of the buyer's first letter: its first 20 lines, then how many more. */
export function buyerValues(letter: BuyerLetterOrder): PlaceholderValues {
  const listed = letter.lines.slice(0, ORDER_LIMITS.messageLinesMax);
  const unlisted = letter.lines.length - listed.length;
  return {
    ...statusValues(letter),
    позиции: [
      ...listed.map((line) => lineOf(line.title, line)),
      ...(unlisted > 0 ? [cartMessages.moreLines(unlisted)] : []),
    ].join('\n'),
    количество: cartMessages.units(unitsOf(letter.lines)),
    итого: amountOf(letter.total),
    телефон: formatPhone(letter.customerPhone),
  };
}
