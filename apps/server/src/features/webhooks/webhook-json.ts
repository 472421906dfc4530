import type { DeliveryStatus } from '@vitrina/contracts/notifier';
import type { WebhookDelivery, WebhookEndpoint } from '@vitrina/contracts/webhooks';
import type { WebhookAttemptRow, WebhookDeliveryRow, WebhookEndpointRow } from '../../db/schema';

/** How the newest delivery to an address stands, as the list shows it. */
export interface LastDelivery {
  status: DeliveryStatus;
  statusCode: number | null;
  at: Date;
}

export function endpointJson(row: WebhookEndpointRow, last?: LastDelivery): WebhookEndpoint {
  return {
    id: row.id,
    url: row.url,
    events: row.events,
    enabled: row.enabled,
    secret_last4: row.secretLast4,
    created_at: row.createdAt.toISOString(),
    last_delivery: last
      ? { status: last.status, status_code: last.statusCode, at: last.at.toISOString() }
      : null,
  };
}

export function deliveryJson(
  row: WebhookDeliveryRow,
  status: DeliveryStatus,
  attempts: WebhookAttemptRow[],
): WebhookDelivery {
  return {
    id: row.id,
    event: row.event,
    event_id: row.eventId,
    status,
    created_at: row.createdAt.toISOString(),
    resent_from: row.resentFrom,
    attempts: attempts.map((attempt) => ({
      attempt: attempt.attempt,
      at: attempt.createdAt.toISOString(),
      status_code: attempt.statusCode,
      response_excerpt: attempt.responseExcerpt,
      error: attempt.error,
      duration_ms: attempt.durationMs,
    })),
  };
}
