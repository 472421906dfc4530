import type { ZonedTime } from './table';

/** One formatter a zone: building one costs far more than formatting with it. */
const formats = new Map<string, Intl.DateTimeFormat>();

function formatIn(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formats.set(timeZone, format);
  }
  return format;
}

/**
 * The zone's wall clock at the moment, to the second, as the UTC fields of a Date: what a
 * spreadsheet's date, which knows no zone, holds.
 */
export function wallClock({ at, timeZone }: ZonedTime): Date {
  const part = Object.fromEntries(
    formatIn(timeZone)
      .formatToParts(at)
      .map(({ type, value }) => [type, Number(value)]),
  ) as Record<Intl.DateTimeFormatPartTypes, number>;
  return new Date(
    Date.UTC(part.year, part.month - 1, part.day, part.hour, part.minute, part.second),
  );
}

/** `2026-11-23 18:05`: sorts as text in the order of time. */
export const sortableTime = (time: ZonedTime) =>
  wallClock(time).toISOString().slice(0, 16).replace('T', ' ');

const DAY_MS = 24 * 60 * 60 * 1000;
/** Day 0 of a spreadsheet's dates (1900 system, past Lotus's false 29 February 1900). */
const SERIAL_EPOCH = Date.UTC(1899, 11, 30);

/** The spreadsheet's number of the moment: days since its epoch, the time as their fraction. */
export const dateSerial = (time: ZonedTime) => (wallClock(time).getTime() - SERIAL_EPOCH) / DAY_MS;

/** The zone as a column's header names it: «МСК», the one most shops keep, or its IANA name. */
export const zoneLabel = (timeZone: string) => (timeZone === 'Europe/Moscow' ? 'МСК' : timeZone);
