import { DELIVERY_STATUSES } from '@vitrina/contracts/notifier';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
} from 'drizzle-orm/pg-core';
import { createdAt, timestampWithZone } from './columns';
import { shops } from './shops';
import { users } from './users';

export const deliveryStatusEnum = pgEnum('delivery_status', DELIVERY_STATUSES);

/**
 * Messages to deliver (decision 20): each is written in the transaction of what caused it, and
 * workers of any server process take the due ones, deliver them through the handler of their
 * kind and record what became of them. Every time in a row comes from the app's clock.
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** Whose it is: a shop's (orders, contacts, invitations) or an account's own letters. */
    shopId: integer('shop_id').references(() => shops.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** What it is and which handler delivers it, such as `notifier.test`. */
    kind: text('kind').notNull(),
    /** The contact it goes to; no foreign key, since a deleted contact's history may stay. */
    recipientId: integer('recipient_id'),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    /** Enqueueing a message with a key already here adds nothing. */
    dedupeKey: text('dedupe_key').notNull().unique(),
    status: deliveryStatusEnum('status').notNull().default('PENDING'),
    /** Tries begun so far, the one under way included: the fencing token of its result. */
    attempts: integer('attempts').notNull().default(0),
    /** When a worker may take it: after its backoff, or once the lease of a try has run out. */
    dueAt: timestampWithZone('due_at').notNull(),
    /** The end of the current try's lease; null while no worker holds it. */
    leasedUntil: timestampWithZone('leased_until'),
    /**
     * When the try under way began to call its channel; null once its result is recorded. Still
     * set when the row is leased again, the try's process died meanwhile (decision 53).
     */
    startedAt: timestampWithZone('started_at'),
    /**
     * A try began to call the channel and never recorded how it went: the message may be out
     * already, so its later tries look for it before they send it again (decision 53).
     */
    possiblySent: boolean('possibly_sent').notNull().default(false),
    /** Why the last try did not deliver it, in words for the merchant. */
    lastError: text('last_error'),
    deliveredAt: timestampWithZone('delivered_at'),
    /**
     * The id of the HTTP request whose transaction wrote it (its `X-Request-Id`), so the logs of
     * its tries can be found with the request's line; null when no request caused it.
     */
    requestId: text('request_id'),
    createdAt: createdAt(),
    /** When it was queued or last tried. */
    updatedAt: timestampWithZone('updated_at').notNull().defaultNow(),
  },
  (table) => [
    // The workers' pick: only rows still to deliver, by the time they are due.
    index('outbox_messages_due_index')
      .on(table.dueAt)
      .where(sql`${table.status} = 'PENDING'`),
    // A contact's newest message first, read backwards.
    index('outbox_messages_recipient_id_index')
      .on(table.recipientId, table.id)
      .where(sql`${table.recipientId} IS NOT NULL`),
    index('outbox_messages_user_id_index')
      .on(table.userId)
      .where(sql`${table.userId} IS NOT NULL`),
    // The failed messages, counted at every scrape of /metrics: few, among many delivered.
    index('outbox_messages_failed_index')
      .on(table.id)
      .where(sql`${table.status} = 'FAILED'`),
    index('outbox_messages_shop_id_index')
      .on(table.shopId)
      .where(sql`${table.shopId} IS NOT NULL`),
    check('outbox_messages_one_owner', sql`(${table.shopId} IS NULL) <> (${table.userId} IS NULL)`),
    // The messages of one cause by the start of their key (`order.created:{order}:`); the unique
    // index above compares by the collation, which a `like` prefix cannot use.
    index('outbox_messages_dedupe_key_pattern_index').on(table.dedupeKey.op('text_pattern_ops')),
  ],
);

export type OutboxMessageRow = typeof outboxMessages.$inferSelect;
