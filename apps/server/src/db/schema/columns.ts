import { sql } from 'drizzle-orm';
import { integer, pgSequence, timestamp } from 'drizzle-orm/pg-core';

/** Integer identity primary key; ids are integers everywhere in Vitrina's API. */
export const id = () => integer('id').primaryKey().generatedAlwaysAsIdentity();

/**
 * One sequence numbers collections and categories alike, so a showcase's content ids (spec
 * §7.2: "collection or category ids") name exactly one node of the catalog.
 */
export const catalogNodeIdSequence = pgSequence('catalog_node_id_seq', {
  minValue: 1,
  maxValue: 2_147_483_647,
});

/** Integer primary key of collections and categories, from the shared sequence. */
export const catalogNodeId = () =>
  integer('id')
    .primaryKey()
    .default(sql`nextval('catalog_node_id_seq')`);

export const timestampWithZone = (name: string) => timestamp(name, { withTimezone: true });

export const createdAt = () => timestampWithZone('created_at').notNull().defaultNow();

/** Lifecycle dates of rows that are edited after creation. */
export const lifecycleDates = () => ({
  createdAt: createdAt(),
  updatedAt: timestampWithZone('updated_at')
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
});
