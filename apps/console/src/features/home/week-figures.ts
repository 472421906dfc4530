import type { AnalyticsQuery, SeriesDay } from '@vitrina/contracts/analytics';
import { moscowDay, periodEndingOn } from '@vitrina/contracts/moscow-days';

/** The dashboard's figures cover the week that ends today. */
export const WEEK_DAYS = 7;

/** The last 7 Moscow days, today included: the days the server counts the widgets' events by. */
export function lastWeek(now = new Date()): AnalyticsQuery {
  return periodEndingOn(moscowDay(now), WEEK_DAYS);
}

/** The figures the dashboard shows of the week. */
export const WEEK_FIGURES = [
  { key: 'views', label: 'Просмотры' },
  { key: 'orders', label: 'Заказы' },
  { key: 'revenue', label: 'Выручка' },
] as const satisfies { key: keyof SeriesDay; label: string }[];

export type WeekFigure = (typeof WEEK_FIGURES)[number]['key'];

export const weekTotal = (days: SeriesDay[], key: WeekFigure) =>
  days.reduce((sum, day) => sum + day[key], 0);
