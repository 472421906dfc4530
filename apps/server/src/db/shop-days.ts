import { eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from './client';
import { shops } from './schema';

/**
 * The days of a shop: the calendar days of its time zone (issue 32), read from its row in the
 * statement that uses them, so a changed zone holds from the next statement on. The zone's rules
 * are PostgreSQL's own (`at time zone`), summer time included.
 */
const shopZone = (shopId: number) =>
  sql`(select ${shops.timeZone} from ${shops} where ${shops.id} = ${shopId})`;

/** The first instant of `day` (`2026-11-23`) in the shop's zone: where a period's `from` begins. */
export const shopDayStart = (shopId: number, day: string): SQL =>
  sql`(${day}::date::timestamp at time zone ${shopZone(shopId)})`;

/** The first instant after `day` in the shop's zone: where a period's `to` (included) ends. */
export const shopDayEnd = (shopId: number, day: string): SQL =>
  sql`((${day}::date + 1)::timestamp at time zone ${shopZone(shopId)})`;

/** The shop's calendar day (a date) at the instant `at`: its today when `at` is now. */
export const shopDayAt = (shopId: number, at: Date): SQL =>
  sql`(${at.toISOString()}::timestamptz at time zone ${shopZone(shopId)})::date`;

/** The shop's day of a time column, `2026-11-23`. */
export const shopDayOf = (shopId: number, column: PgColumn) =>
  sql<string>`to_char(${column} at time zone ${shopZone(shopId)}, 'YYYY-MM-DD')`;

/** The shop's time zone (an IANA name): the clock its exports write dates in. */
export async function shopTimeZone(db: Db, shopId: number): Promise<string | undefined> {
  const [shop] = await db
    .select({ timeZone: shops.timeZone })
    .from(shops)
    .where(eq(shops.id, shopId));
  return shop?.timeZone;
}
