import { cartMessages } from '@vitrina/contracts/cart';
import type { Order } from '@vitrina/contracts/orders';
import type { OrderPayment } from '@vitrina/contracts/payments';
import { normalizePhone } from '@vitrina/contracts/phone';
import { variantTitle } from '@vitrina/contracts/variants';
import { formatOrderTotal } from '../../shared/ui/orders/order-format';

/** Where the order came from: the widget and its site, or a dash once they are deleted. */
export const orderSourceText = (order: Pick<Order, 'widget_title' | 'site_title'>) =>
  [order.widget_title, order.site_title].filter(Boolean).join(' · ') || '—';

/** A phone link dials the stored number normalised; one it cannot read keeps its digits and +. */
export const phoneHref = (phone: string) =>
  `tel:${normalizePhone(phone) ?? phone.replace(/[^\d+]/g, '')}`;

/** The list's name of an order: its first line, and how many more follow («и ещё 2 позиции»). */
export function orderLinesTitle(order: Pick<Order, 'lines'>): string {
  const [first, ...rest] = order.lines;
  if (!first) return '';
  const title = variantTitle(first.title, first.variant);
  return rest.length === 0 ? title : `${title} ${cartMessages.moreLines(rest.length)}`;
}

/** How many units the order holds and for how much: «3 товара · 4 150 ₽». */
export const orderUnitsAndTotal = (order: Pick<Order, 'units' | 'total'>) =>
  `${cartMessages.units(order.units)} · ${formatOrderTotal(order)}`;

/** Rubles of a payment not yet given back, to the kopeck (7 500 − 1 200,30 is 6 299,70). */
export const refundableOf = (payment: Pick<OrderPayment, 'amount' | 'refunded_amount'>) =>
  Math.round((payment.amount - payment.refunded_amount) * 100) / 100;

/** An amount as a field holds it for the merchant to change: «1200,5», no grouping. */
export const amountText = (rubles: number) => String(rubles).replace('.', ',');
