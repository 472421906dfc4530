import { showcasesUrl } from '@vitrina/contracts/embedding';
import { buyerOrderTexts } from '@vitrina/contracts/buyer-order-texts';
import type {
  CardPrice,
  LineConflict,
  OrderCreated,
  OrderPayload,
  StorefrontProduct,
  StorefrontRefusal,
  StorefrontShowcase,
  StorefrontShowcases,
} from '@vitrina/contracts/storefront';

/**
 * What became of an order: sent (its number, its total in rubles, null without a price, and
 * where it is paid when it is paid online), refused for good, refused for a price that changed
 * since the page loaded (with the card's price now), refused for fewer left than ordered (with
 * how many are: 0 for none), or worth sending again with the same key.
 */
export type OrderOutcome =
  | ({ kind: 'sent' } & OrderCreated['data'])
  | { kind: 'refused'; detail: string; fields: Record<string, string> }
  | { kind: 'price_changed'; detail: string; price: CardPrice; lines?: LineConflict[] }
  | { kind: 'stock_short'; detail: string; left: number; lines?: LineConflict[] }
  | { kind: 'retry'; detail: string };

export interface StorefrontApi {
  showcases(): Promise<StorefrontShowcase[]>;
  /** What a product's view adds to its card (photos, «Текст»); null when it cannot be read. */
  product(productId: number): Promise<StorefrontProduct['data'] | null>;
  order(payload: OrderPayload, idempotencyKey: string): Promise<OrderOutcome>;
}

/** The public API on Vitrina's origin (the script's own), for one site. */
export function storefrontApi(origin: string, siteId: number): StorefrontApi {
  const base = `${origin}/api/v1/public`;
  return {
    async showcases() {
      // The address the snippet's preload names: this call takes up the request it started.
      const response = await fetch(showcasesUrl(origin, siteId));
      if (!response.ok) return [];
      return ((await response.json()) as StorefrontShowcases).data.showcases;
    },
    async product(productId) {
      const url = `${base}/sites/${siteId}/products/${productId}`;
      const response = await fetch(url).catch(() => null);
      if (!response?.ok) return null;
      const body = (await response.json().catch(() => null)) as StorefrontProduct | null;
      return body?.data ?? null;
    },
    async order(payload, idempotencyKey) {
      let response: Response;
      try {
        response = await fetch(`${base}/orders`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'Idempotency-Key': idempotencyKey },
          body: JSON.stringify(payload),
        });
      } catch {
        return { kind: 'retry', detail: buyerOrderTexts.networkError };
      }
      if (response.status === 201) {
        return { kind: 'sent', ...((await response.json()) as OrderCreated).data };
      }
      // The server may have kept the order before failing: only the same key may try again.
      if (response.status >= 500) return { kind: 'retry', detail: buyerOrderTexts.failed };
      return refusalOf(response);
    },
  };
}

async function refusalOf(response: Response): Promise<OrderOutcome> {
  const body = (await response.json().catch(() => null)) as StorefrontRefusal | null;
  // A cart's answer names each line; its first line's figure stands at the top.
  const lines = body?.lines;
  if (body?.price_now) {
    return { kind: 'price_changed', detail: body.detail, price: body.price_now, lines };
  }
  if (body?.stock_left !== undefined) {
    return { kind: 'stock_short', detail: body.detail, left: body.stock_left, lines };
  }
  // A 409 without either is another refusal: the key reused with another order.
  const fields = Object.fromEntries(
    (body?.errors ?? []).map(({ field, message }) => [field, message]),
  );
  return { kind: 'refused', detail: body?.detail ?? buyerOrderTexts.failed, fields };
}
