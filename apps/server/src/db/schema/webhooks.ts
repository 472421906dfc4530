import { WEBHOOK_DELIVERY_EVENTS, type WebhookEvent } from '@vitrina/contracts/webhook-texts';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, lifecycleDates, timestampWithZone } from './columns';
import { belongsTo } from './references';
import { shops } from './shops';

export const webhookEventEnum = pgEnum('webhook_event', WEBHOOK_DELIVERY_EVENTS);

/**
 * A shop's addresses that hear its events (issue 36, decision 73): each signs its deliveries
 * with its own secret, kept encrypted (infra/secrets) with the shop as its context; its last
 * characters are kept apart to show.
 */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: id(),
    shopId: belongsTo('shop_id', () => shops.id),
    url: text('url').notNull(),
    /** The events it hears; never the test event, which is sent on demand. */
    events: webhookEventEnum('events').array().notNull().$type<WebhookEvent[]>(),
    /** `v1.…`: see createSecretsCipher. */
    secretEncrypted: text('secret_encrypted').notNull(),
    secretLast4: text('secret_last4').notNull(),
    /** A switched-off address hears nothing, and its waiting deliveries end unsent. */
    enabled: boolean('enabled').notNull().default(true),
    ...lifecycleDates(),
  },
  (table) => [unique('webhook_endpoints_shop_id_url_unique').on(table.shopId, table.url)],
);

/**
 * One event sent to one address: its body's parts, kept so that every try and a resend send the
 * same event; its outbox message (by the dedupe key) says how it stands.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: id(),
    /** Its shop is its address's. */
    endpointId: belongsTo('endpoint_id', () => webhookEndpoints.id),
    event: webhookEventEnum('event').notNull(),
    /** The body's `id`: a resend keeps it, so a receiver can skip an event it has. */
    eventId: uuid('event_id').notNull(),
    /** The body's `created_at`: when the event happened. */
    occurredAt: timestampWithZone('occurred_at').notNull(),
    /** The body's `data`, as built in the transaction of the event. */
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    /** The key of its message in the outbox. */
    dedupeKey: text('dedupe_key').notNull().unique(),
    /**
     * The delivery this one sends again. No foreign key: both are deliveries to one address and
     * are deleted with it, together.
     */
    resentFrom: integer('resent_from'),
    createdAt: createdAt(),
  },
  (table) => [
    index('webhook_deliveries_endpoint_id_id_index').on(table.endpointId, table.id),
    // The log's pruning looks for the old ones.
    index('webhook_deliveries_created_at_index').on(table.createdAt),
  ],
);

/** One try of a delivery: the receiver's status and the start of its answer, or why none came. */
export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    id: id(),
    deliveryId: belongsTo('delivery_id', () => webhookDeliveries.id),
    /** The outbox's count of tries when it was made: 1 for the first. */
    attempt: integer('attempt').notNull(),
    /** Null: no answer (no connection, the deadline passed, the address refused). */
    statusCode: integer('status_code'),
    responseExcerpt: text('response_excerpt'),
    /** Why it did not deliver, in words for the merchant; null once delivered. */
    error: text('error'),
    durationMs: integer('duration_ms').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('webhook_attempts_delivery_id_id_index').on(table.deliveryId, table.id)],
);

export type WebhookEndpointRow = typeof webhookEndpoints.$inferSelect;
export type WebhookDeliveryRow = typeof webhookDeliveries.$inferSelect;
export type WebhookAttemptRow = typeof webhookAttempts.$inferSelect;
