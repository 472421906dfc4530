// The soak's buyers: each reads a merchant's showcase as the widget does, sends its funnel
// events, and orders at the price its card showed, with an Idempotency-Key drawn once per order
// and sent again on every retry, as the widget does. A retry follows a lost answer or a 5xx; an
// order counts as acknowledged once a 201 came back.
import { randomUUID } from 'node:crypto';
import { setTimeout as pause } from 'node:timers/promises';
import type { Call, Target } from './http-client';
import type { Merchant } from './merchant';

export interface AcknowledgedOrder {
  merchant: number;
  key: string;
  number: number;
  /** Tries it took: more than one when an answer was lost or was a 5xx. */
  tries: number;
}

/** What the buyers got, beside the acknowledged orders. */
export interface BuyerTally {
  acknowledged: AcknowledgedOrder[];
  /** Keys of orders never acknowledged within their tries: each may or may not exist. */
  gaveUp: { merchant: number; key: string }[];
  /** 409: the price changed between the card and the order (the merchant's edits): nothing ordered. */
  priceChanged: number;
  /** 429s of any of the buyer's requests. */
  limited: number;
  /** Other refusals, by status. */
  refused: Record<number, number>;
  showcaseReads: number;
  beacons: number;
}

export function emptyTally(): BuyerTally {
  return {
    acknowledged: [],
    gaveUp: [],
    priceChanged: 0,
    limited: 0,
    refused: {},
    showcaseReads: 0,
    beacons: 0,
  };
}

const ORDER_TRIES = 6;
const RETRY_PAUSE_MS = 300;

interface Card {
  id: number;
  price: string | null;
}

/** Buyers' addresses: 127.0.10.1 to 127.0.29.250, taken in turn, so no one meets a per-IP limit. */
function buyerAddresses() {
  let next = 0;
  return () => {
    const index = next++ % 5000;
    return `127.0.${10 + Math.floor(index / 250)}.${(index % 250) + 1}`;
  };
}

export const nextBuyerAddress = buyerAddresses();

/** The card of `productId` in the site's showcases, or undefined when the read failed. */
export async function readCard(
  call: Call,
  target: Target,
  merchant: Merchant,
  productId: number,
  from: string,
): Promise<Card | undefined> {
  const answer = await call(target, `/api/v1/public/sites/${merchant.siteId}/showcases`, {
    headers: { origin: merchant.origin },
    from,
  });
  if (answer.status !== 200) return undefined;
  const { data } = answer.json<{ data: { showcases: { cards: Card[] }[] } }>();
  return data.showcases.flatMap((showcase) => showcase.cards).find((card) => card.id === productId);
}

function orderPayload(merchant: Merchant, card: Card, key: string) {
  return {
    site_id: merchant.siteId,
    tag_div: merchant.tagDiv,
    product_id: card.id,
    quantity: 1,
    name: 'Анна Петрова',
    phone: '8 (900) 123-45-67',
    email: merchant.buyerEmail,
    // A marker of the order's own: found in the database however it was stored.
    comment: `soak ${key}`,
    consent: true,
    page_url: `${merchant.origin}/catalog`,
    unit_price_seen: card.price === null ? null : Number(card.price),
  };
}

/** One buyer's visit: the showcase, the funnel's beacon, the order. */
export async function buyOnce(
  call: Call,
  proxy: Target,
  merchant: Merchant,
  tally: BuyerTally,
): Promise<void> {
  const from = nextBuyerAddress();
  // Mostly the product nobody reprices; now and then the one the merchant keeps repricing.
  const productId = Math.random() < 0.8 ? merchant.products.ordered : merchant.products.edited;
  tally.showcaseReads += 1;
  const card = await readCard(call, proxy, merchant, productId, from);
  if (!card) return;
  const event = { tag_div: merchant.tagDiv, product_id: card.id };
  const beacon = await call(proxy, '/api/v1/public/events', {
    method: 'POST',
    headers: { origin: merchant.origin, 'content-type': 'text/plain;charset=UTF-8' },
    body: JSON.stringify({
      site_id: merchant.siteId,
      visitor: randomUUID(),
      events: [
        { type: 'view', tag_div: merchant.tagDiv },
        { type: 'click', ...event },
        { type: 'form_open', ...event },
      ],
    }),
    from,
  });
  tally.beacons += 1;
  if (beacon.status === 429) tally.limited += 1;

  const key = randomUUID();
  const payload = orderPayload(merchant, card, key);
  for (let tries = 1; tries <= ORDER_TRIES; tries += 1) {
    const answer = await call(proxy, '/api/v1/public/orders', {
      method: 'POST',
      headers: { 'idempotency-key': key, origin: merchant.origin },
      body: payload,
      from,
    });
    if (answer.status === 201) {
      const { number } = answer.json<{ data: { number: number } }>().data;
      tally.acknowledged.push({ merchant: merchant.index, key, number, tries });
      return;
    }
    if (answer.status !== 0 && answer.status < 500) {
      if (answer.status === 409 && answer.text.includes('price_now')) tally.priceChanged += 1;
      else if (answer.status === 429) tally.limited += 1;
      else tally.refused[answer.status] = (tally.refused[answer.status] ?? 0) + 1;
      return;
    }
    await pause(RETRY_PAUSE_MS);
  }
  tally.gaveUp.push({ merchant: merchant.index, key });
}
