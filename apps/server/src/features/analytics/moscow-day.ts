import { MOSCOW_OFFSET_MS } from '@vitrina/contracts/analytics';

export { moscowDay } from '@vitrina/contracts/analytics';

const DAY_MS = 86_400_000;

/** The first instant of a Moscow day. */
export const moscowDayStart = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) - MOSCOW_OFFSET_MS);

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
