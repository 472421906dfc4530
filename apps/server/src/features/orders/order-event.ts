import type { ShopEventKind } from '@vitrina/contracts/shop-events';
import type { OrderRow } from '../../db/schema';
import type { NewShopEvent } from '../shop-events/shop-events.service';

/** The shop's event about the order, for its open consoles. */
export const orderEvent = (
  kind: ShopEventKind,
  order: Pick<OrderRow, 'shopId' | 'id' | 'number'>,
): NewShopEvent => ({ shopId: order.shopId, kind, orderId: order.id, orderNumber: order.number });
