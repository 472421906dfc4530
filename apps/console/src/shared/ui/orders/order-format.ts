import type { Order } from '@vitrina/contracts/orders';
import { formatRubles, NO_PRICE_TEXT } from '@vitrina/contracts/pricing';

/** The title short lists name an order by: its first line's product's. */
export const firstLineTitle = (order: Pick<Order, 'lines'>) => order.lines[0]?.title ?? '';

/** The order's total in rubles, or that no product in it had a price. */
export const formatOrderTotal = (order: Pick<Order, 'total'>) =>
  order.total === null ? NO_PRICE_TEXT : formatRubles(order.total);
