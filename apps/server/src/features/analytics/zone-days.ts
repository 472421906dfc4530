import { zoneDay } from '@vitrina/contracts/time-zone';

/**
 * `zoneDay`, worked out once a minute per zone rather than once a beacon (it formats the time in
 * the zone): every zone's offset from UTC is now a whole number of minutes, so its days begin
 * on a minute's start.
 */
export function createZoneDays() {
  const known = new Map<string, { minute: number; day: string }>();
  return (at: Date, zone: string): string => {
    const minute = Math.floor(at.getTime() / 60_000);
    const kept = known.get(zone);
    if (kept?.minute === minute) return kept.day;
    const day = zoneDay(at, zone);
    known.set(zone, { minute, day });
    return day;
  };
}
