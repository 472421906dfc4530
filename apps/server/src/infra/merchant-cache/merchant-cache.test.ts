import { describe, expect, it, vi } from 'vitest';
import { testClock } from '../../testing/test-clock';
import { createMerchantCache } from './merchant-cache';

describe('the merchant cache', () => {
  const SITE = 1;
  const OWNER = 10;
  const newCache = () => {
    const clock = testClock();
    return { clock, cache: createMerchantCache<string>({ now: clock.now, ttlMs: 60_000 }) };
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

  it('lets go of answers past their time, even of ids never asked for again', () => {
    vi.useFakeTimers();
    try {
      const { clock, cache } = newCache();
      for (let site = 1; site <= 1_000; site += 1) cache.set(site, OWNER, 0, `site ${site}`);

      clock.advanceSeconds(61);
      vi.advanceTimersByTime(61_000);

      expect(cache.size()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it('lets go of an answer its owner changed once it is asked for', () => {
    const { cache } = newCache();
    cache.set(SITE, OWNER, cache.versionOf(OWNER), 'answer');

    cache.merchantChanged(OWNER);
    cache.get(SITE);

    expect(cache.size()).toBe(0);
  });

  it('keeps the newest entries alone when bounded', () => {
    const clock = testClock();
    const cache = createMerchantCache<string, string>({
      now: clock.now,
      ttlMs: 60_000,
      maxEntries: 2,
    });
    for (const id of ['1:1', '1:2', '1:3']) cache.set(id, OWNER, cache.versionOf(OWNER), id);

    expect(['1:1', '1:2', '1:3'].map((id) => cache.get(id))).toEqual([undefined, '1:2', '1:3']);
  });

  it('never serves an answer read before a change that came while it was read', () => {
    const { cache } = newCache();
    const version = cache.versionOf(OWNER);

    cache.merchantChanged(OWNER);
    cache.set(SITE, OWNER, version, 'read across the change');

    expect(cache.get(SITE)).toBeUndefined();
  });

  /** A read that ends when the test says, counting how often it was started. */
  const pendingRead = () => {
    const read = { started: 0, finish: (_answer: string) => {} };
    const start = () => {
      read.started += 1;
      return new Promise<string>((resolve) => (read.finish = resolve));
    };
    return { read, start };
  };

  it('reads a site once for the requests that come while it is read, then anew', async () => {
    const { cache } = newCache();
    const { read, start } = pendingRead();

    const first = cache.readOnce(SITE, start);
    const second = cache.readOnce(SITE, start);
    read.finish('answer');
    const answers = await Promise.all([first, second]);
    const startedWhileRead = read.started;
    const third = cache.readOnce(SITE, start);
    read.finish('answer read again');

    expect(answers).toEqual(['answer', 'answer']);
    expect(startedWhileRead).toBe(1);
    expect(await third).toBe('answer read again');
  });

  it('starts a read of its own for a request that comes after a merchant’s change', async () => {
    const { cache } = newCache();
    const { read, start } = pendingRead();

    const before = cache.readOnce(SITE, start);
    const finishBefore = read.finish;
    cache.merchantChanged(OWNER);
    const after = cache.readOnce(SITE, start);
    finishBefore('read before the change');
    read.finish('read after the change');

    expect(read.started).toBe(2);
    expect(await before).toBe('read before the change');
    expect(await after).toBe('read after the change');
  });
});
