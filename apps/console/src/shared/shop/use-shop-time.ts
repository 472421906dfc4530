import {
  DEFAULT_TIME_ZONE,
  formatDateIn,
  formatDay,
  formatTimeIn,
  sameTimeZone,
  viewerTimeZone,
  zoneDay,
  zoneLabel,
} from '@vitrina/contracts/time-zone';
import { useMemo } from 'react';
import { useCurrentShop } from './shop-api';

/**
 * The current shop's time zone and its dates (issue 32): every date the console shows is in the
 * shop's zone, the same for every member wherever they are, and a time says which zone it is in
 * («04:23 МСК») when the browser's clocks are in another. Until the shop is read, a new shop's.
 */
export function useShopTime() {
  const zone = useCurrentShop()?.time_zone ?? DEFAULT_TIME_ZONE;
  return useMemo(() => {
    const viewer = viewerTimeZone();
    return {
      zone,
      /** The zone's label («МСК», «GMT+5») when the browser is in another zone; else undefined. */
      label: sameTimeZone(zone, viewer) ? undefined : zoneLabel(zone, new Date()),
      /** `23.11.2026, 04:23`, labelled when the browser is in another zone. */
      time: (iso: string) => formatTimeIn(new Date(iso), zone, viewer),
      /** `23.11.2026`. */
      date: (iso: string) => formatDateIn(new Date(iso), zone),
      /** `23 ноября 2026 г.`. */
      longDate: (iso: string) => formatDateIn(new Date(iso), zone, 'long'),
      /** A day of the shop's periods, `2026-11-23`, as `23 нояб.`. */
      day: formatDay,
      /** The shop's today, `2026-11-23`: the day its orders and analytics count in now. */
      today: () => zoneDay(new Date(), zone),
    };
  }, [zone]);
}

/** How an instant is shown: a time, or its day, short or long. */
export type ShopTimeStyle = 'time' | 'date' | 'longDate';
