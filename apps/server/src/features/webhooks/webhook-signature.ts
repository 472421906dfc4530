import {
  WEBHOOK_LIMITS,
  WEBHOOK_SECRET_PREFIX,
  WEBHOOK_SIGNATURE_PREFIX,
  type WebhookPayload,
} from '@vitrina/contracts/webhooks';
import { createHmac, randomBytes } from 'node:crypto';
import type { WebhookDeliveryRow } from '../../db/schema';

/** A new address's secret: `whsec_` and 32 random bytes in base64url. */
export const newSecret = () =>
  `${WEBHOOK_SECRET_PREFIX}${randomBytes(WEBHOOK_LIMITS.secretBytes).toString('base64url')}`;

/** The secret opens only in its own shop's rows (the cipher's authenticated context). */
export const secretContext = (shopId: number) => `shop ${shopId}: webhook secret`;

/**
 * `sha256=` and the hex of HMAC-SHA256 of the body's bytes, keyed by the secret as the merchant
 * copied it (its UTF-8 bytes, prefix included): `hash_hmac('sha256', $body, $secret)` in PHP.
 */
export const signatureOf = (body: string, secret: string) =>
  `${WEBHOOK_SIGNATURE_PREFIX}${createHmac('sha256', secret).update(body, 'utf8').digest('hex')}`;

/**
 * The body a delivery sends, its keys always in this order, so every try and resend of the event
 * sends the same bytes.
 */
export function bodyOf(delivery: WebhookDeliveryRow, shopId: number): string {
  const payload = {
    id: delivery.eventId,
    event: delivery.event,
    created_at: delivery.occurredAt.toISOString(),
    shop_id: shopId,
    data: delivery.data,
  };
  return JSON.stringify(payload satisfies Record<keyof WebhookPayload, unknown>);
}
