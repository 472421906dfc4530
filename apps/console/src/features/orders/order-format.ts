import type { Order } from '@vitrina/contracts/orders';
import { normalizePhone } from '@vitrina/contracts/phone';

/** Where the order came from: the widget and its site, or a dash once they are deleted. */
export const orderSourceText = (order: Pick<Order, 'widget_title' | 'site_title'>) =>
  [order.widget_title, order.site_title].filter(Boolean).join(' · ') || '—';

/** A phone link dials the stored number normalised; one it cannot read keeps its digits and +. */
export const phoneHref = (phone: string) =>
  `tel:${normalizePhone(phone) ?? phone.replace(/[^\d+]/g, '')}`;
