import { describe, expect, it } from 'vitest';
import { testClock } from '../../testing/test-clock';
import { createShowcasesCache } from './showcases-cache';

describe('the showcases cache', () => {
  const SITE = 1;
  const OWNER = 10;
  const newCache = () => {
    const clock = testClock();
    return { clock, cache: createShowcasesCache<string>({ now: clock.now, ttlMs: 60_000 }) };
  };

  it('keeps an answer for its time, then forgets it', () => {
    const { clock, cache } = newCache();
    cache.set(SITE, OWNER, cache.versionOf(OWNER), 'answer');

    clock.advanceSeconds(59);
    const kept = cache.get(SITE);
    clock.advanceSeconds(1);

    expect(kept).toBe('answer');
    expect(cache.get(SITE)).toBeUndefined();
  });

  it('forgets an answer once its owner changed something, another merchant’s change not', () => {
    const { cache } = newCache();
    cache.set(SITE, OWNER, cache.versionOf(OWNER), 'answer');

    cache.merchantChanged(OWNER + 1);
    const kept = cache.get(SITE);
    cache.merchantChanged(OWNER);

    expect(kept).toBe('answer');
    expect(cache.get(SITE)).toBeUndefined();
  });

  it('never serves an answer read before a change that came while it was read', () => {
    const { cache } = newCache();
    const version = cache.versionOf(OWNER);

    cache.merchantChanged(OWNER);
    cache.set(SITE, OWNER, version, 'read across the change');

    expect(cache.get(SITE)).toBeUndefined();
  });
});
