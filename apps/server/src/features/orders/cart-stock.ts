import type { LineConflict } from '@vitrina/contracts/storefront';
import type { Db } from '../../db/client';
import type { CartLine } from './cart-lines';
import { conflictOf, linesConflict } from './line-conflicts';
import { stockLineOf, stockShortOf } from './order-line';
import { inLockOrder, takeStock, type StockTake } from './order-stock.repository';

/**
 * Inside the order's transaction: each tracked line's quantity from its stock, all or nothing.
 * When any line is short, a 409 names every short line with what is left, and rolls back what
 * the others took. Answers each taking line's take by its place in the cart.
 */
export async function takeCartStock(tx: Db, lines: CartLine[]): Promise<Map<number, StockTake>> {
  const takes = new Map<number, StockTake>();
  const short: LineConflict[] = [];
  for (const line of lines.filter((each) => each.trackStock).sort(inLockOrder)) {
    const take = await takeStock(tx, stockLineOf(line, line.quantity));
    if (take.taken) {
      takes.set(line.index, take);
    } else {
      const { detail, left } = stockShortOf(take.left);
      short.push(conflictOf(line, { detail, stock_left: left }));
    }
  }
  if (short.length > 0) {
    throw linesConflict(
      lines.length,
      short.sort((a, b) => a.line - b.line),
    );
  }
  return takes;
}
