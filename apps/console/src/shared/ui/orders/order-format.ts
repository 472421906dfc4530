import type { Order } from '@vitrina/contracts/orders';
import { formatRubles, NO_PRICE_TEXT } from '@vitrina/contracts/pricing';

// The merchants and their buyers are in Russia, and the list's days are Moscow days, so every
// time is shown in Moscow time whatever the browser's zone.
const moscowTime = new Intl.DateTimeFormat('ru-RU', {
  timeZone: 'Europe/Moscow',
  dateStyle: 'short',
  timeStyle: 'short',
});

/** '23.11.2026, 19:10' in Moscow time. */
export const formatOrderTime = (isoTime: string) => moscowTime.format(new Date(isoTime));

/** The title short lists name an order by: its first line's product's. */
export const firstLineTitle = (order: Pick<Order, 'lines'>) => order.lines[0]?.title ?? '';

/** The order's total in rubles, or that no product in it had a price. */
export const formatOrderTotal = (order: Pick<Order, 'total'>) =>
  order.total === null ? NO_PRICE_TEXT : formatRubles(order.total);
