import { buyerLetterTexts } from '@vitrina/contracts/buyer-letters';
import { renderTemplate } from '@vitrina/contracts/message-template-render';
import { ORDER_STATUSES, type OrderStatus } from '@vitrina/contracts/order-statuses';
import { z } from 'zod';
import type { Db } from '../../db/client';
import type { OrderRow } from '../../db/schema';
import type { Letter } from '../../infra/mailer/mailer';
import {
  messageKind,
  type MessageCauses,
  type OutgoingMessage,
} from '../delivery/delivery.service';
import { statusValues } from '../message-templates/shop-templates.service';
import { letterShopSchema, orderAccepted, shopLetter } from './buyer-letter';
import { receivingContacts } from './orders.repository';
import { statusLetterShop } from './status-letter.repository';

/**
 * The letter telling a buyer who typed an e-mail that the merchant moved the order: the shop, the
 * number and the new status, written whole into its outbox message like the accepted letter.
 * Nothing the buyer wrote goes to the address, which was never confirmed.
 */
export const orderStatusLetter = messageKind(
  'order.status_letter',
  z.object({
    to: z.string(),
    shop: letterShopSchema,
    number: z.number().int(),
    status: z.enum(ORDER_STATUSES).exclude(['NEW']),
  }),
);

export type StatusLetterPayload = z.output<typeof orderStatusLetter.schema>;

/**
 * The way back to the shop: the origin of the order's page when it was on the site (its scheme
 * with it), else the site's first confirmed domain; null when the site has none left.
 */
export function shopUrl(order: OrderRow, domain: string | null): string | null {
  if (order.pageOnSite) return new URL(order.pageUrl).origin;
  return domain === null ? null : `https://${domain}`;
}

/**
 * The letter of the order's move to `to` (change `changeId`), to queue in the move's transaction;
 * null when the buyer gave no e-mail or was erased, when the shop tells its buyers no such move,
 * or when no way back to the shop is left to name. Its replies go to the first receiving e-mail
 * service of the order's widget, the address the accepted letter chose.
 */
export async function statusLetterMessage(
  tx: Db,
  order: OrderRow,
  to: OrderStatus,
  changeId: number,
): Promise<OutgoingMessage | null> {
  // NEW is no move's target.
  if (to === 'NEW' || !order.customerEmail || order.customerErasedAt) return null;
  const shop = await statusLetterShop(tx, order.id);
  if (!shop?.letterStatuses.includes(to)) return null;
  const url = shopUrl(order, shop.domain);
  if (url === null) return null;
  const contacts = await receivingContacts(tx, order.shopId, shop.contactsId ?? []);
  return orderStatusLetter.message({
    shopId: order.shopId,
    payload: {
      to: order.customerEmail,
      shop: {
        name: shop.siteTitle ?? shop.shopTitle,
        url,
        replyTo: contacts.find((contact) => contact.email)?.email ?? null,
      },
      number: order.number,
      status: to,
    },
    dedupeKey: `${orderStatusLetter.kind}:${order.id}:${changeId}`,
  });
}

/**
 * The letter: the shop's text of it (by default «Ваша заявка #1001 в магазине «Лавка» отменена.»)
 * and how to reach the shop.
 */
export function statusLetter(
  { to, shop, number, status }: StatusLetterPayload,
  messageId: string,
  template: string,
): Letter {
  const subject = buyerLetterTexts.statusSubject(number, status);
  const lead = renderTemplate(template, statusValues({ number, shop }));
  return shopLetter(shop, { purpose: 'order-status', to, subject, lead }, messageId);
}

/**
 * Every letter to the buyers of `orderIds`, by its dedupe key: the order's first letter and its
 * status moves' (decision 61). The status letters' keys end with the change after a colon, so
 * the prefix names one order's and no other's.
 */
export const buyerLetterCauses = (orderIds: number[]): MessageCauses => ({
  keys: orderIds.map((id) => `${orderAccepted.kind}:${id}`),
  prefixes: orderIds.map((id) => `${orderStatusLetter.kind}:${id}:`),
});
