// A shop's time zone (issue 32): the days of a moment in it, which the orders list filters by and
// the analytics count in, and its times as the console shows them, saying the zone when it is not
// the viewer's. Zod-free and made of Intl alone, so the console's first screens may use it.
import { LOCALE } from './limits';

/** A new shop's zone. */
export const DEFAULT_TIME_ZONE = 'Europe/Moscow';

/** Moscow's zone, whose times are labelled as Russians write them. */
const MOSCOW = 'Europe/Moscow';
const MOSCOW_LABEL = 'МСК';

/** A calendar day's milliseconds: days are stepped as dates, whatever a zone's clocks do. */
export const DAY_MS = 86_400_000;

/**
 * What an IANA name looks like. Intl also reads offsets such as `+03:00`, which PostgreSQL reads
 * with the opposite sign, so they are no zone here.
 */
const ZONE_NAME = /^[A-Za-z][\w+-]*(\/[\w+-]+)*$/;

const formats = new Map<string, Intl.DateTimeFormat>();

/** One formatter per zone and options: building one costs far more than using it. */
export function formatIn(zone: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${zone} ${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALE, { ...options, timeZone: zone });
    formats.set(key, format);
  }
  return format;
}

/**
 * The zone's name as Intl spells it (`europe/moscow` → `Europe/Moscow`), so that two spellings
 * of a zone compare equal; undefined when it names no zone.
 */
export function timeZoneNamed(name: string): string | undefined {
  if (zonesSeen.has(name)) return name;
  const spelled = spellingOf(name);
  // Only names as Intl spells them are kept: a few hundred at most, whatever callers send.
  if (spelled === name) zonesSeen.add(name);
  return spelled;
}

/** Zones already looked up: every time shown compares its zone with the viewer's. */
const zonesSeen = new Set<string>();

function spellingOf(name: string): string | undefined {
  if (!ZONE_NAME.test(name)) return undefined;
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: name }).resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}

/** The zone the viewer's clocks are in: the browser's in the console. */
export const viewerTimeZone = () => new Intl.DateTimeFormat().resolvedOptions().timeZone;

/** Whether two names are one zone. */
export const sameTimeZone = (a: string, b: string) => timeZoneNamed(a) === timeZoneNamed(b);

const WALL_CLOCK: Intl.DateTimeFormatOptions = {
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
};

/** How far the zone's clocks are ahead of UTC at an instant, ms (negative when behind). */
export function zoneOffsetMs(at: Date, zone: string): number {
  const parts = formatIn(zone, WALL_CLOCK).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((each) => each.type === type)?.value);
  const wall = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
  return wall - (at.getTime() - at.getUTCMilliseconds());
}

/** An offset as ISO 8601 writes it: `+03:00`, `-05:00`. */
export function isoOffset(offsetMs: number): string {
  const minutes = Math.round(Math.abs(offsetMs) / 60_000);
  const hh = String(Math.floor(minutes / 60)).padStart(2, '0');
  const mm = String(minutes % 60).padStart(2, '0');
  return `${offsetMs < 0 ? '-' : '+'}${hh}:${mm}`;
}

/** The day of an instant in the zone, `2026-11-23`: a beacon's day, the console's today. */
export const zoneDay = (at: Date, zone: string) =>
  new Date(at.getTime() + zoneOffsetMs(at, zone)).toISOString().slice(0, 10);

/** The day `days` after `day` (before it when negative), `2026-11-23` → `2026-11-17` for -6. */
export const shiftDay = (day: string, days: number) =>
  new Date(Date.parse(day) + days * DAY_MS).toISOString().slice(0, 10);

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

export const namePart = (format: Intl.DateTimeFormat, at: Date) =>
  format.formatToParts(at).find((part) => part.type === 'timeZoneName')?.value;

/** What a time shown in the zone is labelled: «МСК» for Moscow, «GMT+5» and the like elsewhere. */
export function zoneLabel(zone: string, at: Date): string {
  if (sameTimeZone(zone, MOSCOW)) return MOSCOW_LABEL;
  return namePart(formatIn(zone, { timeZoneName: 'short' }), at) ?? zone;
}

const TIME: Intl.DateTimeFormatOptions = { dateStyle: 'short', timeStyle: 'short' };

/**
 * `23.11.2026, 04:23` in the zone, followed by its label (`23.11.2026, 04:23 МСК`) unless the
 * viewer's clocks are in the same zone; without a viewer (a letter, a file), always labelled.
 */
export function formatTimeIn(at: Date, zone: string, viewerZone?: string): string {
  const time = formatIn(zone, TIME).format(at);
  return viewerZone && sameTimeZone(zone, viewerZone) ? time : `${time} ${zoneLabel(zone, at)}`;
}

/** The day of an instant in the zone: `23.11.2026`, or `23 ноября 2026 г.` when `long`. */
export const formatDateIn = (at: Date, zone: string, style: 'short' | 'long' = 'short') =>
  formatIn(zone, { dateStyle: style }).format(at);

/** A day of a period, `2026-11-23`, as a chart's axis names it: `23 нояб.`. */
export const formatDay = (day: string) =>
  // A day is a calendar day: read at UTC midnight, so no zone moves it.
  formatIn('UTC', { day: 'numeric', month: 'short' }).format(new Date(`${day}T00:00:00Z`));
