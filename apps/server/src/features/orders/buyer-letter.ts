import { buyerLetterTexts } from '@vitrina/contracts/buyer-letters';
import { renderTemplate } from '@vitrina/contracts/message-template-render';
import { orderMessages } from '@vitrina/contracts/order-messages';
import { variantTitle } from '@vitrina/contracts/variants';
import type { OrderItemRow, OrderRow } from '../../db/schema';
import { composeLetter } from '../../infra/mailer/compose-letter';
import type { Letter } from '../../infra/mailer/mailer';
import { z } from 'zod';
import { messageKind, type OutgoingMessage } from '../delivery/delivery.service';
import { buyerValues } from '../message-templates/shop-templates.service';

/** The shop as the buyer's letter names it, and who answers the buyer's reply. */
export const letterShopSchema = z.object({
  /** The site's title. */
  name: z.string(),
  /** The page's origin, a confirmed domain of the site: the letter's way back to the shop. */
  url: z.url(),
  /** The merchant's e-mail service that hears of this widget's orders; null: none. */
  replyTo: z.string().nullable(),
});

export type LetterShop = z.output<typeof letterShopSchema>;

/** A line as the buyer's letter lists it: «Кружка — Синий, 350 мл × 2 = 1 400 ₽». */
const letterLine = z.object({
  title: z.string(),
  quantity: z.number().int(),
  /** Rubles; null: the product had no price. */
  total: z.number().nullable(),
});

const shopAndBuyer = {
  to: z.string(),
  shop: letterShopSchema,
  number: z.number().int(),
  customerPhone: z.string(),
};

const cartLetter = z.object({
  ...shopAndBuyer,
  lines: z.array(letterLine).min(1),
  /** Rubles: the lines' totals; null when no line had a price. */
  total: z.number().nullable(),
});

/**
 * A letter queued before the cart (issue 30) named one product: read as one line. Its unit,
 * which the lines do not name, is dropped.
 */
const oneProductLetter = z
  .object({
    ...shopAndBuyer,
    productTitle: z.string(),
    quantity: z.number().int(),
    total: z.number().nullable(),
  })
  .transform(({ productTitle, quantity, total, ...letter }) => ({
    ...letter,
    lines: [{ title: productTitle, quantity, total }],
    total,
  }));

/**
 * The letter telling a buyer who typed an e-mail that the order arrived. What it says is
 * written whole into its outbox message so a later edit changes nothing sent. Of what the
 * buyer typed it carries the normalised phone alone: the address was never confirmed, so
 * nothing a stranger wrote (a name, a comment, a page's address) goes to it.
 */
export const orderAccepted = messageKind('order.accepted', z.union([cartLetter, oneProductLetter]));

export type BuyerLetterPayload = z.output<typeof orderAccepted.schema>;

/** The order's letter to its buyer, or null when the buyer gave no e-mail. */
export function buyerLetterMessage(
  order: OrderRow,
  lines: OrderItemRow[],
  shop: LetterShop,
): OutgoingMessage | null {
  if (!order.customerEmail) return null;
  return orderAccepted.message({
    shopId: order.shopId,
    payload: {
      to: order.customerEmail,
      shop,
      number: order.number,
      lines: lines.map((line) => ({
        title: variantTitle(line.productTitle, line.variantValues),
        quantity: line.quantity,
        total: line.total,
      })),
      total: order.total,
      customerPhone: order.customerPhone,
    },
    dedupeKey: `${orderAccepted.kind}:${order.id}`,
  });
}

/**
 * A letter of the shop to its buyer: `lead`, then who answers the buyer, the way back to the shop
 * and why this address got it, signed by the shop; replies go to its e-mail service.
 */
export function shopLetter(
  shop: LetterShop,
  content: { purpose: string; to: string; subject: string; lead: string[] },
  messageId: string,
): Letter {
  const letter = composeLetter({
    ...content,
    lead: [...content.lead, buyerLetterTexts.howToReach(shop.replyTo)],
    action: buyerLetterTexts.goToShop,
    link: shop.url,
    notes: [buyerLetterTexts.notYou(new URL(shop.url).host)],
    signedBy: shop.name,
  });
  return { ...letter, messageId, ...(shop.replyTo && { replyTo: shop.replyTo }) };
}

/** The letter: the shop's text of it (by default the number, lines, total), how to reach it. */
export function buyerLetter(
  payload: BuyerLetterPayload,
  messageId: string,
  template: string,
): Letter {
  const lead = renderTemplate(template, buyerValues(payload));
  const subject = orderMessages.accepted(payload.number);
  return shopLetter(
    payload.shop,
    { purpose: 'order-accepted', to: payload.to, subject, lead },
    messageId,
  );
}
