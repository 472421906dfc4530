import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, lifecycleDates, timestampWithZone } from './columns';
import { sites } from './sites';
import { shops } from './shops';
import { belongsTo } from './references';

/**
 * A domain a site claims. Several merchants may claim one domain while it is unconfirmed; once
 * one of them proves ownership, the partial unique index keeps anyone else from confirming it.
 */
export const domains = pgTable(
  'domains',
  {
    id: id(),
    shopId: belongsTo('shop_id', () => shops.id),
    siteId: belongsTo('site_id', () => sites.id),
    /** Normalized, in ASCII (punycode for IDN): `xn--80aswg.xn--p1ai`. */
    domain: text('domain').notNull(),
    isConfirmed: boolean('is_confirmed').notNull().default(false),
    /** The code the merchant places on a page of the domain, in an HTML comment. */
    codeConfirmed: text('code_confirmed').notNull(),
    confirmedAt: timestampWithZone('confirmed_at'),
    ...lifecycleDates(),
  },
  (table) => [
    // Also serves the look-ups of a merchant's domains (its leading column).
    uniqueIndex('domains_shop_id_domain_unique').on(table.shopId, table.domain),
    uniqueIndex('domains_confirmed_domain_unique')
      .on(table.domain)
      .where(sql`${table.isConfirmed}`),
    index('domains_site_id_index').on(table.siteId),
  ],
);

export type DomainRow = typeof domains.$inferSelect;
