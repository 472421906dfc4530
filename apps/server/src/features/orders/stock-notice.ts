import { variantTitle } from '@vitrina/contracts/variants';
import type { Db } from '../../db/client';
import type { DeliveryService } from '../delivery/delivery.service';
import type { OrderLine } from './order-line';
import { stockLow, STOCK_LOW } from './order-message';
import { shopReceivingContacts } from './orders.repository';
import type { StockTake } from './order-stock.repository';

/**
 * Whether taking `quantity` brought the stock from above its threshold to it or below: the one
 * order of a crossing tells the merchant, the orders after it do not until stock rises again.
 */
export const crossedThreshold = (take: StockTake, quantity: number, threshold: number) =>
  take.taken && take.left <= threshold && take.left + quantity > threshold;

/**
 * Inside the order's transaction: «Заканчивается: …» to each of the merchant's receiving
 * contacts, keyed by the order and line that crossed, so a retried transaction queues it once.
 */
export async function enqueueStockLow(
  tx: Db,
  delivery: Pick<DeliveryService, 'enqueue'>,
  shopId: number,
  line: OrderLine,
  left: number,
  orderId: number,
  position: number,
) {
  const title = variantTitle(line.productTitle, line.variantValues);
  for (const { id: contactId } of await shopReceivingContacts(tx, shopId)) {
    const message = stockLow.message({
      shopId,
      recipientId: contactId,
      payload: { title, left },
      dedupeKey: `${STOCK_LOW}:${orderId}:${position}:${contactId}`,
    });
    await delivery.enqueue(tx, message);
  }
}
