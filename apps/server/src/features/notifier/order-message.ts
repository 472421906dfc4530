import { cartMessages, unitsOf } from '@vitrina/contracts/cart';
import { consoleUrl, ORDER_PARAM, paths } from '@vitrina/contracts/console-paths';
import { ORDER_LIMITS } from '@vitrina/contracts/limits';
import { formatPhone } from '@vitrina/contracts/phone';
import { formatRubles, NO_PRICE_TEXT } from '@vitrina/contracts/pricing';
import type { OrderCreatedPayload } from '../orders/orders.service';
import { chatText, fittedToChat, fitsChat } from './chat-text';
import type { ContactMessage } from './contact-messages';

/**
 * The order in the console: its drawer over the orders list; the list alone for a message
 * queued before messages named their order.
 */
const orderLink = (publicUrl: string, orderId: number | undefined) =>
  consoleUrl(
    publicUrl,
    paths.orders,
    {},
    orderId === undefined ? {} : { [ORDER_PARAM]: String(orderId) },
  );

/** «Кружка — Синий, 350 мл (артикул MUG-350) × 2 = 1 400 ₽». */
function lineRow(line: OrderCreatedPayload['lines'][number]): string {
  const title = line.sku ? `${line.title} (артикул ${line.sku})` : line.title;
  return cartMessages.line(
    title,
    line.quantity,
    line.total === null ? null : formatRubles(line.total),
  );
}

/** «Итого: 3 товара · 4 150 ₽». */
function totalRow({ lines, total }: OrderCreatedPayload): string {
  const units = unitsOf(lines);
  const amount = total === null ? NO_PRICE_TEXT.toLowerCase() : formatRubles(total);
  return `${cartMessages.total}: ${cartMessages.units(units)} · ${amount}`;
}

/**
 * The order with its first `max` lines listed, the rest named by their count, and the link to
 * the whole order in the console.
 */
function orderParagraphs(order: OrderCreatedPayload, link: string, max: number): string[] {
  const listed = order.lines.slice(0, max);
  const unlisted = order.lines.length - listed.length;
  return [
    `Новая заявка #${order.number}`,
    listed.map(lineRow).join('\n'),
    ...(unlisted > 0 ? [cartMessages.moreLines(unlisted)] : []),
    totalRow(order),
    `Покупатель: ${order.customerName}`,
    `Телефон: ${formatPhone(order.customerPhone)}`,
    ...(order.customerEmail ? [`Почта: ${order.customerEmail}`] : []),
    ...(order.comment ? [`Комментарий: ${order.comment}`] : []),
    `Страница: ${order.pageUrl}`,
    `Открыть заявку: ${link}`,
  ];
}

/**
 * The order's paragraphs, then `tail`, in one chat message: the first 20 lines, fewer when
 * they would make the text longer than a chat message may be. Even one line may not fit (a
 * long comment, page address and titles near their limits): the longest paragraphs then lose
 * their ends.
 */
function orderText(order: OrderCreatedPayload, link: string, tail: string[]): string[] {
  const most = Math.min(order.lines.length, ORDER_LIMITS.messageLinesMax);
  for (let max = most; max > 1; max -= 1) {
    const paragraphs = [...orderParagraphs(order, link, max), ...tail];
    if (fitsChat(paragraphs)) return paragraphs;
  }
  return fittedToChat([...orderParagraphs(order, link, 1), ...tail]);
}

/**
 * A new order as a contact reads it, in a chat or a letter: its lines, the total, the buyer and
 * where the order came from, the phone as people write it. The letter's button calls the buyer
 * at the stored E.164 number, the form a `tel:` link takes; a reply to it goes to the buyer's
 * e-mail, when given.
 */
export function orderMessage(order: OrderCreatedPayload, publicUrl: string): ContactMessage {
  return {
    subject: `заявка #${order.number}`,
    paragraphs: orderText(order, orderLink(publicUrl, order.orderId), []),
    action: { label: 'Позвонить покупателю', link: `tel:${order.customerPhone}` },
    ...(order.customerEmail && { replyTo: order.customerEmail }),
  };
}

/** The order's text in a chat's card with `tail` (its status) after it. */
export function orderChatText(order: OrderCreatedPayload, publicUrl: string, tail: string) {
  return chatText(orderText(order, orderLink(publicUrl, order.orderId), [tail]));
}
