import { TEMPORARY_VALUE_ID_PREFIX } from '@vitrina/contracts/characteristics';

/**
 * Makes ids for the values a dialog adds (spec §3): `temp-` and the time in milliseconds, with a
 * count after it for a second value in the same millisecond, so no two are the same.
 */
export function temporaryValueIds(now = () => Date.now()) {
  let lastTime = 0;
  let sameTime = 0;
  return () => {
    const time = now();
    sameTime = time === lastTime ? sameTime + 1 : 0;
    lastTime = time;
    const id = `${TEMPORARY_VALUE_ID_PREFIX}${time}`;
    return sameTime === 0 ? id : `${id}-${sameTime}`;
  };
}
