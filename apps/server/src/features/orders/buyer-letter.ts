import { UNIT_LABELS, UNITS } from '@vitrina/contracts/enums';
import { orderMessages } from '@vitrina/contracts/order-messages';
import { formatPhone } from '@vitrina/contracts/phone';
import { formatRubles, NO_PRICE_TEXT, orderTotal } from '@vitrina/contracts/pricing';
import { variantTitle } from '@vitrina/contracts/variants';
import type { OrderRow } from '../../db/schema';
import { composeLetter } from '../../infra/mailer/compose-letter';
import type { Letter } from '../../infra/mailer/mailer';
import { z } from 'zod';
import { messageKind, type OutgoingMessage } from '../delivery/delivery.service';

/** The shop as the buyer's letter names it, and who answers the buyer's reply. */
const letterShopSchema = z.object({
  /** The site's title. */
  name: z.string(),
  /** The page's origin, a confirmed domain of the site: the letter's way back to the shop. */
  url: z.url(),
  /** The merchant's e-mail service that hears of this widget's orders; null: none. */
  replyTo: z.string().nullable(),
});

export type LetterShop = z.output<typeof letterShopSchema>;

/**
 * The letter telling a buyer who typed an e-mail that the order arrived. What it says is
 * written whole into its outbox message so a later edit changes nothing sent. Of what the
 * buyer typed it carries the normalised phone alone: the address was never confirmed, so
 * nothing a stranger wrote (a name, a comment, a page's address) goes to it.
 */
export const orderAccepted = messageKind(
  'order.accepted',
  z.object({
    to: z.string(),
    shop: letterShopSchema,
    number: z.number().int(),
    productTitle: z.string(),
    quantity: z.number().int(),
    module: z.enum(UNITS),
    /** Rubles; null: the product had no price. */
    total: z.number().nullable(),
    customerPhone: z.string(),
  }),
);

export type BuyerLetterPayload = z.output<typeof orderAccepted.schema>;

/** The order's letter to its buyer, or null when the buyer gave no e-mail. */
export function buyerLetterMessage(order: OrderRow, shop: LetterShop): OutgoingMessage | null {
  if (!order.customerEmail) return null;
  const line = orderTotal(order.price, order.discountValue, order.discountType, order.quantity);
  return orderAccepted.message({
    shopId: order.shopId,
    payload: {
      to: order.customerEmail,
      shop,
      number: order.number,
      productTitle: variantTitle(order.productTitle, order.variantValues),
      quantity: order.quantity,
      module: order.module,
      total: line?.total ?? null,
      customerPhone: order.customerPhone,
    },
    dedupeKey: `${orderAccepted.kind}:${order.id}`,
  });
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
