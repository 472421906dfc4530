import type { AnalyticsQuery, SeriesDay } from '@vitrina/contracts/analytics';
import { periodEndingOn } from '@vitrina/contracts/time-zone';

/** The dashboard's figures cover the week that ends today. */
export const WEEK_DAYS = 7;

/** The 7 days of the shop that end on its `today`, included: the days the server counts by. */
export const lastWeek = (today: string): AnalyticsQuery => periodEndingOn(today, WEEK_DAYS);

/** The figures the dashboard shows of the week. */
export const WEEK_FIGURES = [
  { key: 'views', label: 'Просмотры' },
  { key: 'orders', label: 'Заказы' },
  { key: 'revenue', label: 'Выручка' },
] as const satisfies { key: keyof SeriesDay; label: string }[];

export type WeekFigure = (typeof WEEK_FIGURES)[number]['key'];

export const weekTotal = (days: SeriesDay[], key: WeekFigure) =>
  days.reduce((sum, day) => sum + day[key], 0);
