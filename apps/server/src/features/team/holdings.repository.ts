import type { HeldKind } from '@vitrina/contracts/team';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { collections, orders, products, sites, widgets } from '../../db/schema';

const TABLES = {
  order: orders,
  product: products,
  collection: collections,
  site: sites,
  widget: widgets,
} as const satisfies Record<HeldKind, unknown>;

/** The shop a row of `kind` belongs to, whoever asks; the caller checks the membership. */
export async function shopIdHolding(db: Db, kind: HeldKind, id: number) {
  const table = TABLES[kind];
  const [row] = await db.select({ shopId: table.shopId }).from(table).where(eq(table.id, id));
  return row?.shopId;
}
