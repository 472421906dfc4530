import { BLOCKED_KINDS, BLOCKLIST_LIMITS } from '@vitrina/contracts/blocklist-texts';
import { sql } from 'drizzle-orm';
import { check, cidr, pgEnum, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { belongsTo } from './references';
import { shops } from './shops';

export const blockedKindEnum = pgEnum('blocked_kind', BLOCKED_KINDS);

/**
 * A buyer's phone, e-mail or network the shop refuses orders from, quietly (decision 74). The
 * shop's list is read whole, once per process until a write of it, and matched in memory.
 */
export const blockedEntries = pgTable(
  'blocked_entries',
  {
    id: id(),
    shopId: belongsTo('shop_id', () => shops.id),
    kind: blockedKindEnum('kind').notNull(),
    /**
     * As orders are compared: a phone in E.164 (+7XXXXXXXXXX), an e-mail in lower case, a
     * network in CIDR, a single address without its length.
     */
    value: text('value').notNull(),
    /** The network of a NETWORK entry, for a new address to be checked against it. */
    network: cidr('network'),
    note: text('note'),
    createdAt: createdAt(),
  },
  (table) => [
    unique('blocked_entries_shop_id_kind_value_unique').on(table.shopId, table.kind, table.value),
    check(
      'blocked_entries_network_of_network',
      sql`(${table.kind} = 'NETWORK') = (${table.network} is not null)`,
    ),
    check(
      'blocked_entries_note_length',
      sql`char_length(${table.note}) <= ${sql.raw(String(BLOCKLIST_LIMITS.noteMaxLength))}`,
    ),
  ],
);

export type BlockedEntryRow = typeof blockedEntries.$inferSelect;
export type NewBlockedEntryRow = typeof blockedEntries.$inferInsert;
