import { sql } from 'drizzle-orm';
import { index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, lifecycleDates } from './columns';
import { belongsTo } from './references';
import { shops } from './shops';

/**
 * A buyer of a shop (issue 32): the orders that share a normalised phone, or an e-mail when the
 * phone is new (decision 61). The merchant's private note is kept here; the name, phone and
 * e-mail are the latest order's.
 */
export const customers = pgTable(
  'customers',
  {
    id: id(),
    shopId: belongsTo('shop_id', () => shops.id),
    /** Normalised as the order form stores it (+7XXXXXXXXXX). */
    phone: text('phone').notNull(),
    /** In lower case; null while no order of theirs gave one. */
    email: text('email'),
    name: text('name').notNull(),
    note: text('note'),
    ...lifecycleDates(),
  },
  (table) => [
    uniqueIndex('customers_shop_id_phone_unique').on(table.shopId, table.phone),
    uniqueIndex('customers_shop_id_email_unique')
      .on(table.shopId, table.email)
      .where(sql`${table.email} IS NOT NULL`),
    // The search by a piece of the name (case and ё/е aside): pg_trgm, as the orders'.
    index('customers_name_trigram_index').using(
      'gin',
      sql`translate(lower(${table.name}), 'ё', 'е') gin_trgm_ops`,
    ),
  ],
);

export type CustomerRow = typeof customers.$inferSelect;
export type NewCustomerRow = typeof customers.$inferInsert;
