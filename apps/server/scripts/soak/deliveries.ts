// What reached the merchants and the buyers, as the channels received it: each order's card in
// the merchant's Telegram chat, the letter to the merchant's e-mail service, the buyer's letter
// that the order was accepted, and the buyer's letter of a cancellation. Counted per order, so
// a message twice (delivery is at least once) shows as a duplicate.
import type { BotApiServer } from '@vitrina/bot-api-stand-in';
import type { TestSmtpServer } from '../../src/testing/smtp-server';
import { recipientOf, type Merchant } from './merchant';

export const MESSAGE_KINDS = [
  'telegram card',
  'merchant letter',
  'buyer letter',
  'cancellation letter',
] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

/** Copies received of each kind, by `merchant:number`. */
export type Received = Record<MessageKind, Map<string, number>>;

export const orderKey = (merchant: number, number: number) => `${merchant}:${number}`;

const numberIn = (text: string | undefined) => {
  const found = /#(\d+)/.exec(text ?? '');
  return found ? Number(found[1]) : undefined;
};

function add(counts: Map<string, number>, key: string) {
  counts.set(key, (counts.get(key) ?? 0) + 1);
}

export function receivedMessages(
  merchants: Merchant[],
  smtp: Pick<TestSmtpServer, 'received'>,
  bot: Pick<BotApiServer, 'calls'> | undefined,
): Received {
  const received: Received = {
    'telegram card': new Map(),
    'merchant letter': new Map(),
    'buyer letter': new Map(),
    'cancellation letter': new Map(),
  };
  const byChat = new Map(merchants.flatMap((each) => (each.chat ? [[each.chat.id, each]] : [])));
  for (const call of bot?.calls ?? []) {
    if (call.method !== 'sendMessage' || !call.answer?.ok) continue;
    const merchant = byChat.get(Number(call.params.chat_id));
    const number = numberIn(String(call.params.text ?? ''));
    if (merchant && number !== undefined)
      add(received['telegram card'], orderKey(merchant.index, number));
  }
  const byContact = new Map(merchants.map((each) => [each.contactEmail, each]));
  const byBuyer = new Map(merchants.map((each) => [each.buyerEmail, each]));
  for (const letter of smtp.received) {
    const to = recipientOf(letter) ?? '';
    const number = numberIn(letter.subject);
    if (number === undefined) continue;
    const contactOf = byContact.get(to);
    const buyerOf = byBuyer.get(to);
    if (contactOf) add(received['merchant letter'], orderKey(contactOf.index, number));
    else if (buyerOf && /отменена/.test(letter.subject ?? '')) {
      add(received['cancellation letter'], orderKey(buyerOf.index, number));
    } else if (buyerOf && /принята/.test(letter.subject ?? '')) {
      add(received['buyer letter'], orderKey(buyerOf.index, number));
    }
  }
  return received;
}

/** An order the database holds, with what it must have been told through. */
export interface StoredOrder {
  merchant: number;
  number: number;
  cancelled: boolean;
}

export interface KindFigures {
  expected: number;
  /** Orders that got at least one copy. */
  delivered: number;
  missing: number;
  /** Copies beyond the first, summed over the orders. */
  duplicates: number;
  /** Orders that got more than one copy. */
  ordersWithDuplicates: number;
}

/** The database's orders of the soak's merchants (by their sites), with their status. */
export function storedOrders(
  merchants: Merchant[],
  rows: { siteId: number; number: number; status: string }[],
): StoredOrder[] {
  const merchantOfSite = new Map(merchants.map((each) => [each.siteId, each.index]));
  return rows.flatMap((row) => {
    const merchant = merchantOfSite.get(row.siteId);
    return merchant === undefined
      ? []
      : [{ merchant, number: row.number, cancelled: row.status === 'CANCELLED' }];
  });
}

/** What each kind expected (from the orders stored) against what came. */
export function deliveryFigures(
  orders: StoredOrder[],
  received: Received,
  withTelegram: (merchant: number) => boolean,
): Record<MessageKind, KindFigures> {
  const expectedOf: Record<MessageKind, (order: StoredOrder) => boolean> = {
    'telegram card': (order) => withTelegram(order.merchant),
    'merchant letter': () => true,
    'buyer letter': () => true,
    'cancellation letter': (order) => order.cancelled,
  };
  const figures = {} as Record<MessageKind, KindFigures>;
  for (const kind of MESSAGE_KINDS) {
    const expected = orders.filter(expectedOf[kind]);
    const copies = expected.map(
      (order) => received[kind].get(orderKey(order.merchant, order.number)) ?? 0,
    );
    figures[kind] = {
      expected: expected.length,
      delivered: copies.filter((count) => count > 0).length,
      missing: copies.filter((count) => count === 0).length,
      duplicates: copies.reduce((sum, count) => sum + Math.max(0, count - 1), 0),
      ordersWithDuplicates: copies.filter((count) => count > 1).length,
    };
  }
  return figures;
}

/** Orders of which nothing is missing yet: the drain waits for this to be all of them. */
export function missingCount(
  orders: StoredOrder[],
  received: Received,
  withTelegram: (merchant: number) => boolean,
): number {
  const figures = deliveryFigures(orders, received, withTelegram);
  return MESSAGE_KINDS.reduce((sum, kind) => sum + figures[kind].missing, 0);
}
