import { UNIT_LABELS, type Unit } from '@vitrina/contracts/enums';
import { orderMessages } from '@vitrina/contracts/order-messages';
import { formatPhone } from '@vitrina/contracts/phone';
import { formatRubles, NO_PRICE_TEXT, orderTotal } from '@vitrina/contracts/pricing';
import type { OrderRow } from '../../db/schema';
import { composeLetter } from '../../infra/mailer/compose-letter';
import type { Letter } from '../../infra/mailer/mailer';
import type { OutgoingMessage } from '../delivery/delivery.service';

/** The outbox kind of the letter telling a buyer who typed an e-mail that the order arrived. */
export const ORDER_ACCEPTED = 'order.accepted';

/** The shop as the buyer's letter names it, and who answers the buyer's reply. */
export interface LetterShop {
  /** The site's title. */
  name: string;
  /** The page's origin, a confirmed domain of the site: the letter's way back to the shop. */
  url: string;
  /** The merchant's e-mail service that hears of this widget's orders; null: none. */
  replyTo: string | null;
}

/**
 * What the letter says, written whole into its outbox message so a later edit changes nothing
 * sent. Of what the buyer typed it carries the normalised phone alone: the address was never
 * confirmed, so nothing a stranger wrote (a name, a comment, a page's address) goes to it.
 */
export interface BuyerLetterPayload {
  to: string;
  shop: LetterShop;
  number: number;
  productTitle: string;
  quantity: number;
  module: Unit;
  /** Rubles; null: the product had no price. */
  total: number | null;
  customerPhone: string;
}

/** The order's letter to its buyer, or null when the buyer gave no e-mail. */
export function buyerLetterMessage(order: OrderRow, shop: LetterShop): OutgoingMessage | null {
  if (!order.customerEmail) return null;
  const line = orderTotal(order.price, order.discountValue, order.discountType, order.quantity);
  const payload: BuyerLetterPayload = {
    to: order.customerEmail,
    shop,
    number: order.number,
    productTitle: order.productTitle,
    quantity: order.quantity,
    module: order.module,
    total: line?.total ?? null,
    customerPhone: order.customerPhone,
  };
  return {
    userId: order.userId,
    kind: ORDER_ACCEPTED,
    recipientId: null,
    payload: { ...payload },
    dedupeKey: `${ORDER_ACCEPTED}:${order.id}`,
  };
}

function howToReach(replyTo: string | null): string {
  return replyTo
    ? `Вопросы о заявке задайте продавцу: ответьте на это письмо или напишите на ${replyTo}.`
    : 'Вопросы о заявке задайте продавцу на сайте магазина.';
}

/** The letter: the order's number, product, quantity and total, and how to reach the shop. */
export function buyerLetter(payload: BuyerLetterPayload, messageId: string): Letter {
  const { shop, total } = payload;
  const letter = composeLetter({
    purpose: 'order-accepted',
    to: payload.to,
    subject: orderMessages.accepted(payload.number),
    lead: [
      `Магазин «${shop.name}» получил вашу заявку #${payload.number}.`,
      `Товар: ${payload.productTitle}`,
      `Количество: ${payload.quantity} ${UNIT_LABELS[payload.module]}`,
      orderMessages.sentTotal(total === null ? NO_PRICE_TEXT.toLowerCase() : formatRubles(total)),
      orderMessages.sentNext(formatPhone(payload.customerPhone)),
      howToReach(shop.replyTo),
    ],
    action: 'Перейти в магазин',
    link: shop.url,
    notes: [
      `Этот адрес указали в заявке на сайте ${new URL(shop.url).host}. Если это были не вы, просто не отвечайте на письмо.`,
    ],
    signedBy: shop.name,
  });
  return { ...letter, messageId, ...(shop.replyTo && { replyTo: shop.replyTo }) };
}
