import { and, desc, eq, inArray, like, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { outboxMessages, type OutboxMessageRow } from '../../db/schema';
import type { LastDelivery, OutgoingMessage } from './delivery-types';

/** A message a worker has taken for one try; `attempts` counts that try. */
export type LeasedMessage = Pick<
  OutboxMessageRow,
  | 'id'
  | 'shopId'
  | 'userId'
  | 'kind'
  | 'recipientId'
  | 'payload'
  | 'dedupeKey'
  | 'attempts'
  | 'possiblySent'
  | 'requestId'
>;

/** What a try's result changes in its row: the payload, to drop its secrets once done. */
export type OutcomeChanges = Pick<
  Partial<OutboxMessageRow>,
  'status' | 'dueAt' | 'lastError' | 'deliveredAt' | 'payload'
>;

/** Writes a message; `requestId` names the request that caused it, for the logs of its tries. */
export async function insertMessage(
  db: Db,
  message: OutgoingMessage,
  time: Date,
  requestId: string | null = null,
) {
  await insertMessages(db, [message], time, requestId);
}

/** The messages in one statement; each whose dedupe key is used already adds nothing. */
export async function insertMessages(
  db: Db,
  messages: OutgoingMessage[],
  time: Date,
  requestId: string | null = null,
) {
  if (messages.length === 0) return;
  await db
    .insert(outboxMessages)
    .values(
      messages.map((message) => ({
        ...message,
        requestId,
        dueAt: time,
        createdAt: time,
        updatedAt: time,
      })),
    )
    .onConflictDoNothing({ target: outboxMessages.dedupeKey });
}

interface LeasedRow {
  id: number | string;
  shop_id: number | null;
  user_id: number | null;
  kind: string;
  recipient_id: number | null;
  payload: Record<string, unknown>;
  dedupe_key: string;
  attempts: number;
  possibly_sent: boolean;
  request_id: string | null;
}

/**
 * Takes up to `limit` due messages for one try each, in one statement: the row locks skipped
 * by `SKIP LOCKED` keep workers of any process from taking the same row, and a taken row comes
 * due again when its lease ends, so the message of a try that never recorded its result (a
 * crashed process) is tried again. The pick is a materialized CTE, which PostgreSQL runs once:
 * a subquery under `IN` would do today, but a plan that rescans it (the inner side of a nested
 * loop) would lock and take other rows at each scan, more than `limit`.
 */
export async function leaseDueMessages(
  db: Db,
  limit: number,
  time: Date,
  leaseSeconds: number,
): Promise<LeasedMessage[]> {
  if (limit <= 0) return [];
  const at = time.toISOString();
  const leaseEnd = new Date(time.getTime() + leaseSeconds * 1000).toISOString();
  // A row whose last try began to call its channel (started_at) and never recorded its result
  // may have been sent: SET reads the row as it was, so possibly_sent sees that try's start.
  const { rows } = (await db.execute(sql`
    with due as materialized (
      select ${outboxMessages.id} from ${outboxMessages}
      where ${outboxMessages.status} = 'PENDING' and ${outboxMessages.dueAt} <= ${at}::timestamptz
      order by ${outboxMessages.dueAt}
      limit ${limit}
      for update skip locked
    )
    update ${outboxMessages}
    set attempts = attempts + 1, due_at = ${leaseEnd}::timestamptz,
      leased_until = ${leaseEnd}::timestamptz, updated_at = ${at}::timestamptz,
      possibly_sent = possibly_sent or started_at is not null, started_at = null
    from due where ${outboxMessages.id} = due.id
    returning ${outboxMessages.id}, shop_id, user_id, kind, recipient_id, payload, dedupe_key, attempts,
      possibly_sent, request_id
  `)) as unknown as { rows: LeasedRow[] };
  return rows.map((row) => ({
    id: Number(row.id),
    shopId: row.shop_id,
    userId: row.user_id,
    kind: row.kind,
    recipientId: row.recipient_id,
    payload: row.payload,
    dedupeKey: row.dedupe_key,
    attempts: row.attempts,
    possiblySent: row.possibly_sent,
    requestId: row.request_id,
  }));
}

/** The row of try `attempts` while it is under way: the fence of its start and its result. */
const underWay = ({ id, attempts }: Pick<LeasedMessage, 'id' | 'attempts'>) =>
  and(
    eq(outboxMessages.id, id),
    eq(outboxMessages.attempts, attempts),
    eq(outboxMessages.status, 'PENDING'),
  );

/**
 * Records that try `attempts` begins to call its channel, before it does: should its process die
 * before the result is recorded, the next try knows the message may be out. Answers false when
 * the row has moved on (its lease ran out and another try took it, or its contact was deleted),
 * and then the try must not call the channel.
 */
export async function markTryStarted(
  db: Db,
  message: Pick<LeasedMessage, 'id' | 'attempts'>,
  time: Date,
): Promise<boolean> {
  const started = await db
    .update(outboxMessages)
    .set({ startedAt: time })
    .where(underWay(message))
    .returning({ id: outboxMessages.id });
  return started.length > 0;
}

/**
 * Records the result of try `attempt`, ending its lease. Answers false when the row has moved
 * on (its lease ran out and another try took it, or its contact was deleted): the try's number
 * fences a late result off from a newer one.
 */
export async function recordOutcome(
  db: Db,
  message: Pick<LeasedMessage, 'id' | 'attempts'>,
  changes: OutcomeChanges,
  time: Date,
): Promise<boolean> {
  const recorded = await db
    .update(outboxMessages)
    .set({ ...changes, leasedUntil: null, startedAt: null, updatedAt: time })
    .where(underWay(message))
    .returning({ id: outboxMessages.id });
  return recorded.length > 0;
}

/** The newest message to each of the shop's recipients, by recipient id, in one query. */
export async function lastDeliveriesTo(
  db: Db,
  shopId: number,
  recipientIds: number[],
): Promise<Map<number, LastDelivery>> {
  if (recipientIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([outboxMessages.recipientId], {
      recipientId: outboxMessages.recipientId,
      at: outboxMessages.updatedAt,
      status: outboxMessages.status,
      error: outboxMessages.lastError,
    })
    .from(outboxMessages)
    .where(
      and(eq(outboxMessages.shopId, shopId), inArray(outboxMessages.recipientId, recipientIds)),
    )
    .orderBy(outboxMessages.recipientId, desc(outboxMessages.id));
  return new Map(rows.map(({ recipientId, ...last }) => [recipientId!, last]));
}

/** The account's newest letter of any of `kinds`: to whom, when it was queued, how it went. */
export async function newestOfKinds(db: Db, userId: number, kinds: string[]) {
  const [newest] = await db
    .select({
      to: sql<string | null>`${outboxMessages.payload} ->> 'to'`,
      queuedAt: outboxMessages.createdAt,
      status: outboxMessages.status,
      error: outboxMessages.lastError,
    })
    .from(outboxMessages)
    .where(and(eq(outboxMessages.userId, userId), inArray(outboxMessages.kind, kinds)))
    .orderBy(desc(outboxMessages.id))
    .limit(1);
  return newest;
}

/** Drops the messages still to deliver to a recipient, in the transaction that deletes it. */
export async function deletePendingTo(db: Db, shopId: number, recipientId: number) {
  await db
    .delete(outboxMessages)
    .where(
      and(
        eq(outboxMessages.shopId, shopId),
        eq(outboxMessages.recipientId, recipientId),
        eq(outboxMessages.status, 'PENDING'),
      ),
    );
}

/** A cause's messages: by their whole dedupe keys, or by the start every key of theirs has. */
export interface MessageCauses {
  keys: string[];
  prefixes: string[];
}

/** Deletes the shop's messages of `causes` still to deliver. */
export async function deletePendingOfCauses(db: Db, shopId: number, causes: MessageCauses) {
  const matches = [
    ...(causes.keys.length > 0 ? [inArray(outboxMessages.dedupeKey, causes.keys)] : []),
    ...causes.prefixes.map((prefix) => like(outboxMessages.dedupeKey, `${prefix}%`)),
  ];
  if (matches.length === 0) return;
  await db
    .delete(outboxMessages)
    .where(
      and(eq(outboxMessages.shopId, shopId), eq(outboxMessages.status, 'PENDING'), or(...matches)),
    );
}

/**
 * Makes the shop's failed message of a cause (its dedupe key starts with `keyPrefix`) due
 * now with a fresh count of tries; answers whether there was such a message.
 */
export async function requeueFailed(
  db: Db,
  { shopId, id, keyPrefix }: { shopId: number; id: number; keyPrefix: string },
  time: Date,
): Promise<boolean> {
  const requeued = await db
    .update(outboxMessages)
    .set({ status: 'PENDING', attempts: 0, dueAt: time, lastError: null, updatedAt: time })
    .where(
      and(
        eq(outboxMessages.id, id),
        eq(outboxMessages.shopId, shopId),
        like(outboxMessages.dedupeKey, `${keyPrefix}%`),
        eq(outboxMessages.status, 'FAILED'),
      ),
    )
    .returning({ id: outboxMessages.id });
  return requeued.length > 0;
}

/** The outbox at a glance, for monitoring: what waits, what is under way, what failed for good. */
export interface OutboxState {
  /** Messages due now that no worker holds. */
  due: number;
  /** Messages a worker holds for a try under way. */
  leased: number;
  /** Messages that failed for good (until sent again from the console). */
  failed: number;
  /** How long the longest-waiting due message has waited, in seconds; 0 when none is due. */
  oldestDueSeconds: number;
}

interface OutboxStateRow {
  due: number | string;
  leased: number | string;
  failed: number | string;
  oldest_due_at: string | Date | null;
}

/**
 * The outbox's state at `time`, in one statement of four index scans: the pending ones through
 * the workers' index of due rows (few, unless delivery lags), the failed ones through their own.
 * A leased row's due time is its lease's end, so a row is either due or leased, never both.
 */
export async function outboxState(db: Db, time: Date): Promise<OutboxState> {
  const at = time.toISOString();
  const pending = sql`${outboxMessages} where ${outboxMessages.status} = 'PENDING'`;
  const { rows } = (await db.execute(sql`
    select
      (select count(*) from ${pending} and ${outboxMessages.dueAt} <= ${at}::timestamptz) as due,
      (select count(*) from ${pending} and ${outboxMessages.dueAt} > ${at}::timestamptz
        and ${outboxMessages.leasedUntil} > ${at}::timestamptz) as leased,
      (select count(*) from ${outboxMessages} where ${outboxMessages.status} = 'FAILED') as failed,
      (select min(${outboxMessages.dueAt}) from ${pending}
        and ${outboxMessages.dueAt} <= ${at}::timestamptz) as oldest_due_at
  `)) as unknown as { rows: OutboxStateRow[] };
  const [row] = rows;
  const oldest = row?.oldest_due_at ? new Date(row.oldest_due_at).getTime() : time.getTime();
  return {
    due: Number(row?.due ?? 0),
    leased: Number(row?.leased ?? 0),
    failed: Number(row?.failed ?? 0),
    oldestDueSeconds: Math.max(0, (time.getTime() - oldest) / 1000),
  };
}
