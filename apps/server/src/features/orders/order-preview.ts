import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema';
import { linesOfOrder } from './order-items.repository';
import { orderCreatedPayload, type OrderCreatedPayload } from './order-message';
import { shopUrl } from './status-letter';
import { statusLetterShop } from './status-letter.repository';

/** An order as its messages tell it, with the shop as the buyer's letters name it. */
export interface PreviewOrder {
  payload: OrderCreatedPayload;
  /** The site's title (the shop's once the site is gone) and the way back to it, if any. */
  shop: { name: string; url: string | null };
}

/** The shop's latest order taken, for the preview of its message templates; undefined: none. */
export async function latestPreviewOrder(
  db: Db,
  shopId: number,
): Promise<PreviewOrder | undefined> {
  const [order] = await db
    .select()
    .from(orders)
    // A refused order (decision 74) is no order the shop's messages ever told.
    .where(and(eq(orders.shopId, shopId), isNull(orders.rejectedKind)))
    .orderBy(desc(orders.id))
    .limit(1);
  if (!order) return undefined;
  const [lines, shop] = await Promise.all([
    linesOfOrder(db, order.id),
    statusLetterShop(db, order.id),
  ]);
  return {
    payload: orderCreatedPayload(order, lines),
    shop: {
      name: shop?.siteTitle ?? shop?.shopTitle ?? '',
      url: shopUrl(order, shop?.domain ?? null),
    },
  };
}
