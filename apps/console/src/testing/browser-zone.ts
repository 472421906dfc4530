/// <reference types="node" />
import { onTestFinished } from 'vitest';

/**
 * Puts the browser's clocks in `zone` for the test's length: the console's tests run in Moscow
 * (vitest.config.ts), a new shop's zone. Node follows a change of TZ at once, Intl included.
 */
export function browserInZone(zone: string): void {
  const before = process.env.TZ;
  process.env.TZ = zone;
  onTestFinished(() => {
    process.env.TZ = before;
  });
}
