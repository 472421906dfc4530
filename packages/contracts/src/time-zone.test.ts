import { describe, expect, it } from 'vitest';
import {
  daysOf,
  formatDay,
  formatDateIn,
  formatTimeIn,
  isoOffset,
  periodEndingOn,
  shiftDay,
  timeZoneNamed,
  zoneDay,
  zoneLabel,
  zoneOffsetMs,
} from './time-zone';

const HOUR_MS = 3_600_000;

describe('time zones', () => {
  it('knows IANA zones, spelled as Intl spells them, and nothing else', () => {
    expect(timeZoneNamed('Asia/Yekaterinburg')).toBe('Asia/Yekaterinburg');
    expect(timeZoneNamed('europe/moscow')).toBe('Europe/Moscow');
    expect(timeZoneNamed('UTC')).toBe('UTC');
    for (const name of ['Europe/Atlantis', '+03:00', 'Moscow', '', ' Europe/Moscow']) {
      expect(timeZoneNamed(name)).toBeUndefined();
    }
  });

  it("reads a zone's offset at an instant, its summer time included", () => {
    expect(zoneOffsetMs(new Date('2026-11-23T20:59:59.500Z'), 'Europe/Moscow')).toBe(3 * HOUR_MS);
    expect(zoneOffsetMs(new Date('2026-01-15T12:00:00Z'), 'Europe/Berlin')).toBe(HOUR_MS);
    expect(zoneOffsetMs(new Date('2026-07-15T12:00:00Z'), 'Europe/Berlin')).toBe(2 * HOUR_MS);
    expect(zoneOffsetMs(new Date('2026-07-15T12:00:00Z'), 'America/New_York')).toBe(-4 * HOUR_MS);
    expect(isoOffset(3 * HOUR_MS)).toBe('+03:00');
    expect(isoOffset(-4 * HOUR_MS)).toBe('-04:00');
    expect(isoOffset(5.5 * HOUR_MS)).toBe('+05:30');
  });

  it("turns a zone's day at its midnight: 21:00 UTC in Moscow, 19:00 UTC in Yekaterinburg", () => {
    expect(zoneDay(new Date('2026-11-23T20:59:59Z'), 'Europe/Moscow')).toBe('2026-11-23');
    expect(zoneDay(new Date('2026-11-23T21:00:00Z'), 'Europe/Moscow')).toBe('2026-11-24');
    expect(zoneDay(new Date('2026-11-23T18:59:59Z'), 'Asia/Yekaterinburg')).toBe('2026-11-23');
    expect(zoneDay(new Date('2026-11-23T19:00:00Z'), 'Asia/Yekaterinburg')).toBe('2026-11-24');
    expect(zoneDay(new Date('2026-11-24T03:00:00Z'), 'America/New_York')).toBe('2026-11-23');
  });

  it('lists the days of a period across a month, both ends included', () => {
    expect(daysOf('2026-11-29', '2026-12-02')).toEqual([
      '2026-11-29',
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
    ]);
    expect(daysOf('2026-11-23', '2026-11-23')).toEqual(['2026-11-23']);
  });

  it('steps back and forth across months and a leap day', () => {
    expect(shiftDay('2026-11-23', -6)).toBe('2026-11-17');
    expect(shiftDay('2028-03-01', -1)).toBe('2028-02-29');
    expect(shiftDay('2026-12-31', 1)).toBe('2027-01-01');
  });

  it('names the days of a period that ends on a day, both ends included', () => {
    expect(periodEndingOn('2026-11-23', 7)).toEqual({ from: '2026-11-17', to: '2026-11-23' });
    expect(periodEndingOn('2026-11-23', 1)).toEqual({ from: '2026-11-23', to: '2026-11-23' });
  });

  it('labels Moscow time «МСК» and other zones by their short name', () => {
    const at = new Date('2026-11-23T01:23:00Z');
    expect(zoneLabel('Europe/Moscow', at)).toBe('МСК');
    expect(zoneLabel('Asia/Yekaterinburg', at)).toBe('GMT+5');
    expect(zoneLabel('Europe/Berlin', new Date('2026-07-01T00:00:00Z'))).toBe('GMT+2');
  });

  it("shows a time in the zone, labelled only when the viewer's clocks are elsewhere", () => {
    const at = new Date('2026-11-23T01:23:00Z');
    expect(formatTimeIn(at, 'Europe/Moscow', 'Asia/Yekaterinburg')).toBe('23.11.2026, 04:23 МСК');
    expect(formatTimeIn(at, 'Europe/Moscow', 'Europe/Moscow')).toBe('23.11.2026, 04:23');
    expect(formatTimeIn(at, 'Asia/Yekaterinburg', 'Europe/Moscow')).toBe('23.11.2026, 06:23 GMT+5');
    expect(formatTimeIn(at, 'Europe/Moscow')).toBe('23.11.2026, 04:23 МСК');
  });

  it("shows the instant's day in the zone", () => {
    const at = new Date('2026-11-23T20:30:00Z');
    expect(formatDateIn(at, 'Europe/Moscow')).toBe('23.11.2026');
    expect(formatDateIn(at, 'Asia/Yekaterinburg')).toBe('24.11.2026');
    expect(formatDateIn(at, 'Asia/Yekaterinburg', 'long')).toBe('24 ноября 2026 г.');
  });

  it('names a calendar day as it is, whatever the zone', () => {
    expect(formatDay('2026-11-23')).toBe('23 нояб.');
  });
});
