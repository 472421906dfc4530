import { orderMessages } from '@vitrina/contracts/order-messages';
import type {
  OrderCreated,
  OrderPayload,
  StorefrontRefusal,
  StorefrontShowcase,
  StorefrontShowcases,
} from '@vitrina/contracts/storefront';

/** What became of an order: sent, refused for good, or worth sending again with the same key. */
export type OrderOutcome =
  | { kind: 'sent'; number: number }
  | { kind: 'refused'; detail: string; fields: Record<string, string> }
  | { kind: 'retry'; detail: string };

export interface StorefrontApi {
  showcases(): Promise<StorefrontShowcase[]>;
  order(payload: OrderPayload, idempotencyKey: string): Promise<OrderOutcome>;
}

/** The public API on Vitrina's origin (the script's own), for one site. */
export function storefrontApi(origin: string, siteId: string): StorefrontApi {
  const base = `${origin}/api/v1/public`;
  return {
    async showcases() {
      const response = await fetch(`${base}/sites/${encodeURIComponent(siteId)}/showcases`);
      if (!response.ok) return [];
      return ((await response.json()) as StorefrontShowcases).data.showcases;
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
        return { kind: 'retry', detail: orderMessages.networkError };
      }
      if (response.status === 201) {
        return { kind: 'sent', number: ((await response.json()) as OrderCreated).data.number };
      }
      // The server may have kept the order before failing: only the same key may try again.
      if (response.status >= 500) return { kind: 'retry', detail: orderMessages.failed };
      return refusalOf(response);
    },
  };
}

async function refusalOf(response: Response): Promise<OrderOutcome> {
  const body = (await response.json().catch(() => null)) as StorefrontRefusal | null;
  const fields = Object.fromEntries(
    (body?.errors ?? []).map(({ field, message }) => [field, message]),
  );
  return { kind: 'refused', detail: body?.detail ?? orderMessages.failed, fields };
}
