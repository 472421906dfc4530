// Moscow days (zod-free, so the console's first screens may use them without zod): the days the
// orders list filters by and the analytics count in, and the periods made of them.
/** A day of 24 hours: Moscow has had no clock changes since 2014. */
export const DAY_MS = 86_400_000;

/**
 * The filters' days are Moscow days (UTC+3 all year since 2014): the merchants and their buyers
 * are in Russia, and a period picked in the console means the same hours to every merchant.
 */
export const ORDERS_DAY_UTC_OFFSET = '+03:00';

/** How far Moscow's clocks are ahead of UTC: the same days as the orders list's filters. */
export const MOSCOW_OFFSET_MS =
  Date.parse('2000-01-01T00:00:00Z') - Date.parse(`2000-01-01T00:00:00${ORDERS_DAY_UTC_OFFSET}`);

/** The Moscow day of an instant, `2026-11-23`: the server's day of a beacon, the console's today. */
export const moscowDay = (at: Date) =>
  new Date(at.getTime() + MOSCOW_OFFSET_MS).toISOString().slice(0, 10);

/** The day `days` after `day` (before it when negative), `2026-11-23` → `2026-11-17` for -6. */
export const shiftDay = (day: string, days: number) =>
  new Date(Date.parse(day) + days * DAY_MS).toISOString().slice(0, 10);

/** The first instant of a Moscow day: where a period's `from` begins. */
export const moscowDayStart = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) - MOSCOW_OFFSET_MS);

/** The first instant after a Moscow day: where a period's `to` (included) ends. */
export const moscowDayEnd = (day: string) => moscowDayStart(shiftDay(day, 1));

/** Every day from `from` to `to`, both included, oldest first. */
export function daysOf(from: string, to: string): string[] {
  const days = [];
  for (let day = from; day <= to; day = shiftDay(day, 1)) days.push(day);
  return days;
}

/** The `days` days that end on `to`, both included: `{ from, to }` of a read call. */
export const periodEndingOn = (to: string, days: number) => ({
  from: shiftDay(to, 1 - days),
  to,
});
