import { and, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { products, productVariants } from '../../db/schema';

/** The stock an order line draws on: its variant's when it has one, else its product's. */
export interface StockLine {
  productId: number;
  variantId: number | null;
  quantity: number;
}

/**
 * Products before variants, each by id: whatever takes or gives back several stocks locks
 * their rows in this one order, so two orders wait for each other rather than deadlock.
 */
export const inLockOrder = (a: StockLine, b: StockLine) =>
  Number(a.variantId !== null) - Number(b.variantId !== null) ||
  (a.variantId ?? a.productId) - (b.variantId ?? b.productId);

/** What taking stock came to: how many are left, and whether the line's quantity was taken. */
export interface StockTake {
  taken: boolean;
  left: number;
}

function stockOf(line: StockLine) {
  return line.variantId === null
    ? { table: products, id: products.id, stock: products.stock, rowId: line.productId }
    : {
        table: productVariants,
        id: productVariants.id,
        stock: productVariants.stock,
        rowId: line.variantId,
      };
}

/**
 * Takes the line's quantity from its stock when enough is left, in one conditional update: the
 * row stays locked until `tx` ends, so parallel orders queue on it and each sees what the one
 * before left. When too few are left nothing changes, and the answer says how many.
 */
export async function takeStock(tx: Db, line: StockLine): Promise<StockTake> {
  const { table, id, stock, rowId } = stockOf(line);
  const [taken] = await tx
    .update(table)
    .set({ stock: sql`${stock} - ${line.quantity}` })
    .where(and(eq(id, rowId), gte(stock, line.quantity)))
    .returning({ left: stock });
  if (taken) return { taken: true, left: taken.left ?? 0 };
  const [row] = await tx.select({ left: stock }).from(table).where(eq(id, rowId));
  return { taken: false, left: row?.left ?? 0 };
}

/** Gives a cancelled order's quantity back to the stock it came from, if that still exists. */
export async function returnStock(tx: Db, line: StockLine): Promise<void> {
  const { table, id, stock, rowId } = stockOf(line);
  await tx
    .update(table)
    .set({ stock: sql`coalesce(${stock}, 0) + ${line.quantity}` })
    .where(eq(id, rowId));
}
