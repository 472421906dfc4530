import { daysOf } from '@vitrina/contracts/time-zone';
import type {
  AnalyticsQuery,
  Funnel,
  SeriesDay,
  TopProduct,
  TopProductsQuery,
} from '@vitrina/contracts/analytics';
import type { Db } from '../../db/client';
import { sumOrders, sumWidgetDays, topProducts } from './analytics.repository';

const NO_EVENTS = { views: 0, clicks: 0, cart_adds: 0, form_opens: 0 };
const NO_ORDERS = { orders: 0, revenue: 0 };

interface AnalyticsDeps {
  db: Db;
  /** Writes the beacons this process has counted and not written yet (decision 69). */
  flushBeacons: () => Promise<void>;
}

/**
 * The merchant's funnel read from the per-day counters (issue 14): two statements a call,
 * whatever the period, widgets or traffic, after this process's pending beacons are written
 * (none when there are none). Views, clicks, cart additions and form openings are the widgets'
 * events; the orders and their revenue are the orders placed in the period that are not
 * cancelled, never a beacon's word (decision 47).
 */
export function createAnalyticsService({ db, flushBeacons }: AnalyticsDeps) {
  return {
    async funnel(shopId: number, query: AnalyticsQuery): Promise<Funnel> {
      await flushBeacons();
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
      return { ...totals, ...(sums.get('') ?? NO_ORDERS) };
    },

    async series(shopId: number, query: AnalyticsQuery): Promise<SeriesDay[]> {
      await flushBeacons();
      const [days, sums] = await Promise.all([
        sumWidgetDays(db, shopId, query),
        sumOrders(db, shopId, query, 'day'),
      ]);
      const byDay = new Map(days.map(({ day, ...counts }) => [day, counts]));
      return daysOf(query.from, query.to).map((day) => ({
        day,
        ...(byDay.get(day) ?? NO_EVENTS),
        ...(sums.get(day) ?? NO_ORDERS),
      }));
    },

    /**
     * Products with events or ordered in the period, from their counters and their orders'
     * lines: one statement (analytics.repository's topProducts).
     */
    async topProducts(shopId: number, query: TopProductsQuery): Promise<TopProduct[]> {
      await flushBeacons();
      return topProducts(db, shopId, query);
    },
  };
}

export type AnalyticsService = ReturnType<typeof createAnalyticsService>;
