import { ORDERS_DAY_UTC_OFFSET } from '@vitrina/contracts/orders';

const DAY_MS = 86_400_000;

/** How far Moscow's clocks are ahead of UTC: the same days as the orders list's filters. */
const OFFSET_MS =
  Date.parse('2000-01-01T00:00:00Z') - Date.parse(`2000-01-01T00:00:00${ORDERS_DAY_UTC_OFFSET}`);

/** The Moscow day of an instant, `2026-11-23`. */
export const moscowDay = (at: Date) =>
  new Date(at.getTime() + OFFSET_MS).toISOString().slice(0, 10);

/** The first instant of a Moscow day. */
export const moscowDayStart = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) - OFFSET_MS);

/** The first instant after a Moscow day. */
export const moscowDayEnd = (day: string) => new Date(moscowDayStart(day).getTime() + DAY_MS);

/** Every day from `from` to `to`, both included, oldest first. */
export function daysOf(from: string, to: string): string[] {
  const days = [];
  for (let time = Date.parse(from); time <= Date.parse(to); time += DAY_MS) {
    days.push(new Date(time).toISOString().slice(0, 10));
  }
  return days;
}
