import { WEBHOOK_HEADERS } from '@vitrina/contracts/webhooks';
import type { Db } from '../../db/client';
import type { Clock } from '../../infra/clock';
import { SecretUnreadableError, type SecretsCipher } from '../../infra/secrets/secrets-cipher';
import { deliveryToSend, insertAttempt } from './webhook-deliveries.repository';
import { bodyOf, secretContext, signatureOf } from './webhook-signature';

/** What a try of a delivery finds: the request to send, or why there is none. */
export type Sending =
  | { state: 'ready'; url: URL; body: string; headers: Record<string, string> }
  /** The address was deleted, and the delivery with it. */
  | { state: 'gone' }
  | { state: 'disabled' }
  /** The secret does not open under this server's key (decision 63): the address is made anew. */
  | { state: 'unreadable' };

/** One try as the log keeps it. */
export interface TriedAttempt {
  deliveryId: number;
  attempt: number;
  statusCode: number | null;
  excerpt: string | null;
  error: string | null;
  durationMs: number;
}

const USER_AGENT = 'Vitrina-Webhooks/1.0';

/** The side of a delivery's tries that reads and writes: what to send, and each try's result. */
export function createWebhookSending({
  db,
  now,
  cipher,
}: {
  db: Db;
  now: Clock;
  cipher: SecretsCipher;
}) {
  return {
    /** The delivery's request, signed with its address's secret as the address is now. */
    async toSend(shopId: number, deliveryId: number): Promise<Sending> {
      const found = await deliveryToSend(db, shopId, deliveryId);
      if (!found) return { state: 'gone' };
      if (!found.enabled) return { state: 'disabled' };
      let secret: string;
      try {
        secret = cipher.decrypt(found.secretEncrypted, secretContext(shopId));
      } catch (error) {
        if (error instanceof SecretUnreadableError) return { state: 'unreadable' };
        throw error;
      }
      const body = bodyOf(found.delivery, shopId);
      const headers = {
        'Content-Type': 'application/json; charset=utf-8',
        'User-Agent': USER_AGENT,
        [WEBHOOK_HEADERS.signature]: signatureOf(body, secret),
        [WEBHOOK_HEADERS.event]: found.delivery.event,
        [WEBHOOK_HEADERS.delivery]: found.delivery.eventId,
      };
      return { state: 'ready', url: new URL(found.url), body, headers };
    },

    async recordAttempt(attempt: TriedAttempt): Promise<void> {
      const { excerpt, ...rest } = attempt;
      await insertAttempt(db, { ...rest, responseExcerpt: excerpt, createdAt: now() });
    },
  };
}

export type WebhookSending = ReturnType<typeof createWebhookSending>;
