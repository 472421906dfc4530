import { daysOf } from '@vitrina/contracts/moscow-days';
import type {
  AnalyticsQuery,
  Funnel,
  SeriesDay,
  TopProduct,
  TopProductsQuery,
} from '@vitrina/contracts/analytics';
import type { Db } from '../../db/client';
import { sumOrders, sumProductDays, sumWidgetDays } from './analytics.repository';

const NO_EVENTS = { views: 0, clicks: 0, form_opens: 0 };
const NO_ORDERS = { orders: 0, revenue: 0 };
const NO_PRODUCT_EVENTS = { impressions: 0, clicks: 0, form_opens: 0 };

/**
 * The merchant's funnel read from the per-day counters (issue 14): two statements a call,
 * whatever the period, widgets or traffic. Views, clicks and form openings are the widgets'
 * events; the orders and their revenue are the orders placed in the period that are not
 * cancelled, never a beacon's word (decision 47).
 */
export function createAnalyticsService({ db }: { db: Db }) {
  return {
    async funnel(shopId: number, query: AnalyticsQuery): Promise<Funnel> {
      const [days, sums] = await Promise.all([
        sumWidgetDays(db, shopId, query),
        sumOrders(db, shopId, query, 'all'),
      ]);
      const totals = { ...NO_EVENTS };
      for (const day of days) {
        for (const step of Object.keys(NO_EVENTS) as (keyof typeof NO_EVENTS)[]) {
          totals[step] += day[step];
        }
      }
      const { orders, revenue } = sums.get('') ?? NO_ORDERS;
      return { ...totals, orders, revenue };
    },

    async series(shopId: number, query: AnalyticsQuery): Promise<SeriesDay[]> {
      const [days, sums] = await Promise.all([
        sumWidgetDays(db, shopId, query),
        sumOrders(db, shopId, query, 'day'),
      ]);
      const byDay = new Map(days.map(({ day, ...counts }) => [day, counts]));
      return daysOf(query.from, query.to).map((day) => {
        const { orders, revenue } = sums.get(day) ?? NO_ORDERS;
        return { day, ...(byDay.get(day) ?? NO_EVENTS), orders, revenue };
      });
    },

    /**
     * Products with events or orders in the period: most orders, then revenue, then clicks, then
     * impressions.
     */
    async topProducts(shopId: number, query: TopProductsQuery): Promise<TopProduct[]> {
      const [events, sums] = await Promise.all([
        sumProductDays(db, shopId, query),
        sumOrders(db, shopId, query, 'product'),
      ]);
      const byId = new Map<number, TopProduct>();
      for (const sum of sums.values()) {
        const product_id = Number(sum.key);
        const { title, orders, revenue } = sum;
        byId.set(product_id, { product_id, title, ...NO_PRODUCT_EVENTS, orders, revenue });
      }
      for (const { productId, title, impressions, clicks, formOpens } of events) {
        const product = byId.get(productId) ?? { product_id: productId, orders: 0, revenue: 0 };
        byId.set(productId, { ...product, title, impressions, clicks, form_opens: formOpens });
      }
      return [...byId.values()]
        .sort(
          (a, b) =>
            b.orders - a.orders ||
            b.revenue - a.revenue ||
            b.clicks - a.clicks ||
            b.impressions - a.impressions,
        )
        .slice(0, query.limit);
    },
  };
}

export type AnalyticsService = ReturnType<typeof createAnalyticsService>;
