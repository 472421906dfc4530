import { SHOP_HEADER, type ShopRole } from '@vitrina/contracts/team';
import { and, eq, sql } from 'drizzle-orm';
import { pgSchema, text } from 'drizzle-orm/pg-core';
import type { LightMyRequestResponse } from 'fastify';
import type { App } from '../app';
import type { Db } from '../db/client';
import { shopMembers } from '../db/schema';
import { bearer, userRow, type Account } from './accounts';
import type { Method } from './catalog';

/**
 * A signed-in call to the general API about the shop `shopId` names (the X-Shop-Id header), or
 * without the header when it is undefined; `path` relative to /api/v1/.
 */
export function callInShop(
  app: App,
  account: Account,
  shopId: number | undefined,
  method: Method,
  path: string,
  payload?: unknown,
) {
  return app.inject({
    method,
    url: `/api/v1/${path}`,
    headers: {
      ...bearer(account.accessToken),
      ...(shopId !== undefined && { [SHOP_HEADER]: String(shopId) }),
    },
    ...(payload !== undefined && { payload: payload as object }),
  });
}

/**
 * Makes the account a member of the shop with `role` by its row, for tests not about
 * invitations; returns the account's id. Before the account's first signed-in call: its
 * memberships, once read, are kept for a while, and a row written behind the app's back is not
 * announced.
 */
export async function addMember(
  db: Db,
  shopId: number,
  account: Account,
  role: ShopRole,
): Promise<number> {
  const user = await userRow(db, account.email);
  if (!user) throw new Error(`${account.email} has no account`);
  await db.insert(shopMembers).values({ shopId, userId: user.id, role });
  return user.id;
}

/** The `data` of a call that must succeed. */
export function dataOf<Data>(response: LightMyRequestResponse): Data {
  if (response.statusCode !== 200) {
    throw new Error(`expected 200, got ${response.statusCode} ${response.body}`);
  }
  return response.json().data;
}

const columns = pgSchema('information_schema').table('columns', {
  tableSchema: text('table_schema'),
  tableName: text('table_name'),
  columnName: text('column_name'),
});

/** The rows the shop owns in every table with a `shop_id`, by table: all of them, found afresh. */
export async function shopRowCounts(db: Db, shopId: number): Promise<Record<string, number>> {
  const tables = await db
    .selectDistinct({ name: columns.tableName })
    .from(columns)
    .where(and(eq(columns.tableSchema, 'public'), eq(columns.columnName, 'shop_id')));
  const counts: Record<string, number> = {};
  for (const { name } of tables) {
    // Both drivers answer `rows`; their types differ, so the union reads as unknown.
    const result = (await db.execute(
      sql`SELECT count(*)::int AS n FROM ${sql.identifier(name!)} WHERE shop_id = ${shopId}`,
    )) as unknown as { rows: { n: number }[] };
    counts[name!] = result.rows[0]!.n;
  }
  return counts;
}
