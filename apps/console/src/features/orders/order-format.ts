import type { Order } from '@vitrina/contracts/orders';

/** Where the order came from: the widget and its site, or a dash once they are deleted. */
export const orderSourceText = (order: Pick<Order, 'widget_title' | 'site_title'>) =>
  [order.widget_title, order.site_title].filter(Boolean).join(' · ') || '—';
