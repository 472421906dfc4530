import { describe, expect, it } from 'vitest';
import { dateSerial, sortableTime, wallClock, zoneLabel } from './zoned-time';

const at = new Date('2026-11-23T13:05:42.500Z');

describe('a moment in a time zone', () => {
  it('is the clock of the zone, to the second', () => {
    expect(wallClock({ at, timeZone: 'Europe/Moscow' })).toEqual(new Date('2026-11-23T16:05:42Z'));
    expect(wallClock({ at, timeZone: 'Asia/Yekaterinburg' })).toEqual(
      new Date('2026-11-23T18:05:42Z'),
    );
  });

  it('follows the zone’s summer time and crosses midnight', () => {
    const summer = new Date('2026-07-01T22:30:00Z');
    expect(sortableTime({ at: summer, timeZone: 'Europe/Berlin' })).toBe('2026-07-02 00:30');
    expect(sortableTime({ at, timeZone: 'Europe/Berlin' })).toBe('2026-11-23 14:05');
    expect(sortableTime({ at, timeZone: 'America/New_York' })).toBe('2026-11-23 08:05');
  });

  it('is a spreadsheet’s serial number: days since 30 December 1899, the time their fraction', () => {
    expect(dateSerial({ at: new Date('1900-03-01T00:00:00Z'), timeZone: 'UTC' })).toBe(61);
    const serial = dateSerial({ at, timeZone: 'Asia/Yekaterinburg' });
    expect(Math.floor(serial)).toBe(46349);
    expect(Math.round((serial % 1) * 24 * 60 * 60)).toBe(18 * 3600 + 5 * 60 + 42);
  });

  it('names Moscow time «МСК» and other zones by their IANA names', () => {
    expect(zoneLabel('Europe/Moscow')).toBe('МСК');
    expect(zoneLabel('Asia/Yekaterinburg')).toBe('Asia/Yekaterinburg');
  });
});
