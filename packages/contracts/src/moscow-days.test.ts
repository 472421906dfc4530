import { describe, expect, it } from 'vitest';
import {
  daysOf,
  moscowDay,
  moscowDayEnd,
  moscowDayStart,
  periodEndingOn,
  shiftDay,
} from './moscow-days';

describe('Moscow days', () => {
  it('turns the day at 21:00 UTC, Moscow midnight', () => {
    expect(moscowDay(new Date('2026-11-23T20:59:59Z'))).toBe('2026-11-23');
    expect(moscowDay(new Date('2026-11-23T21:00:00Z'))).toBe('2026-11-24');
  });

  it('bounds a Moscow day by the instants 21:00 UTC before and on it', () => {
    expect(moscowDayStart('2026-11-23').toISOString()).toBe('2026-11-22T21:00:00.000Z');
    expect(moscowDayEnd('2026-11-23').toISOString()).toBe('2026-11-23T21:00:00.000Z');
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
});
