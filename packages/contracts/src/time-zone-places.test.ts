import { describe, expect, it } from 'vitest';
import { ZONE_PLACES, zonePlace } from './time-zone-places';

const fullIntlPlace = (zone: string) =>
  new Intl.DateTimeFormat('ru-RU', { timeZone: zone, timeZoneName: 'shortGeneric' })
    .formatToParts(new Date())
    .find((part) => part.type === 'timeZoneName')?.value;

describe('the places of time zones in Russian', () => {
  it('names each as the full Intl data does, whatever the browser ships', () => {
    for (const [zone, place] of Object.entries(ZONE_PLACES)) {
      expect([zone, place]).toEqual([zone, fullIntlPlace(zone)]);
    }
    expect(zonePlace('Asia/Yekaterinburg')).toBe('Екатеринбург');
  });

  it("falls back to Intl's name elsewhere", () => {
    expect(zonePlace('Europe/Berlin')).toBe(fullIntlPlace('Europe/Berlin'));
  });
});
