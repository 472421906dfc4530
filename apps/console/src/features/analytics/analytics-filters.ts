import type { AnalyticsQuery } from '@vitrina/contracts/analytics';
import { periodEndingOn } from '@vitrina/contracts/time-zone';

/** The period buttons, in days ending today. */
export const PERIOD_PRESETS = [7, 30, 90] as const;
export type PeriodPreset = (typeof PERIOD_PRESETS)[number];

/** The period the screen opens with when the address names none. */
const DEFAULT_PRESET: PeriodPreset = 30;

/** The `days` days that end on `to`. */
export const presetPeriod = (days: PeriodPreset, to: string) => periodEndingOn(to, days);

/**
 * The button that shows the period, or undefined for a period of the merchant's own. `today` is
 * the shop's (`useShopTime`): the server counts the days in the shop's time zone.
 */
export const presetOf = ({ from, to }: Pick<AnalyticsQuery, 'from' | 'to'>, today: string) =>
  PERIOD_PRESETS.find((days) => to === today && from === presetPeriod(days, today).from);

/**
 * The filters the address holds: the last 30 days unless it names a period, «to» today unless
 * it names one; a widget only when it is a number. The server checks the rest and says why.
 */
export function filtersOf(params: URLSearchParams, today: string): AnalyticsQuery {
  const to = params.get('to') || today;
  const from = params.get('from') || presetPeriod(DEFAULT_PRESET, to).from;
  const widget = Number(params.get('widget'));
  return { from, to, widget: Number.isInteger(widget) && widget > 0 ? widget : undefined };
}

/** The query of /orders that lists the orders behind the figures. */
export const ordersQueryOf = ({ from, to, widget }: AnalyticsQuery) =>
  new URLSearchParams({ from, to, ...(widget && { widget: String(widget) }) }).toString();
