import { describe, expect, it } from 'vitest';
import { DEFAULT_RATE_LIMITS } from '../../config';
import { TooManyRequestsError } from '../../errors/app-error';
import { testClock } from '../../testing/test-clock';
import { MemoryRateLimiter } from './memory-rate-limiter';

const limits = { ...DEFAULT_RATE_LIMITS, loginPerIp: { max: 3, windowSeconds: 60 } };

async function retryAfterOf(attempt: () => Promise<void>): Promise<number | undefined> {
  try {
    await attempt();
    return undefined;
  } catch (error) {
    if (error instanceof TooManyRequestsError) return error.retryAfterSeconds;
    throw error;
  }
}

describe('MemoryRateLimiter', () => {
  it('allows max attempts per key in a window, then says when the window ends', async () => {
    const clock = testClock();
    const limiter = new MemoryRateLimiter(limits, clock.now);
    const hit = () => limiter.hit('loginPerIp', '192.0.2.1');

    await hit();
    await hit();
    await hit();
    clock.advanceSeconds(20.5);

    expect(await retryAfterOf(hit)).toBe(40);
    expect(await retryAfterOf(() => limiter.hit('loginPerIp', '192.0.2.2'))).toBeUndefined();
    expect(await retryAfterOf(() => limiter.hit('registerPerIp', '192.0.2.1'))).toBeUndefined();
    clock.advanceSeconds(39.5);
    expect(await retryAfterOf(hit)).toBeUndefined();
  });

  it('takes what a window has left of several attempts, sharing the count with hits', async () => {
    const limiter = new MemoryRateLimiter(limits, testClock().now);

    expect(await limiter.take('loginPerIp', '192.0.2.1', 2)).toBe(2);
    expect(await limiter.take('loginPerIp', '192.0.2.1', 5)).toBe(1);
    expect(await limiter.take('loginPerIp', '192.0.2.1', 5)).toBe(0);
    expect(await retryAfterOf(() => limiter.hit('loginPerIp', '192.0.2.1'))).toBe(60);
  });

  it('takes back a refunded attempt', async () => {
    const limiter = new MemoryRateLimiter(limits, testClock().now);
    const hit = () => limiter.hit('loginPerIp', '192.0.2.1');

    for (let attempt = 0; attempt < 5; attempt += 1) {
      await hit();
      await limiter.refund('loginPerIp', '192.0.2.1');
    }

    expect(await retryAfterOf(hit)).toBeUndefined();
  });

  it('counts a flood of new clients, none of whose windows has ended, in linear time', async () => {
    const limiter = new MemoryRateLimiter(limits, testClock().now);
    const startedAt = performance.now();

    for (let client = 0; client < 40_000; client += 1) {
      await limiter.hit('loginPerIp', `ip-${client}`);
    }

    // About 40 ms; sweeping every live window at each new one past 10 000 took 7 s.
    expect(performance.now() - startedAt).toBeLessThan(1_500);
  });

  it('keeps its memory bounded by sweeping ended windows', async () => {
    const clock = testClock();
    const limiter = new MemoryRateLimiter(limits, clock.now);
    for (let client = 0; client < 10_000; client += 1) {
      await limiter.hit('loginPerIp', `ip-${client}`);
    }
    clock.advanceSeconds(60);

    await limiter.hit('loginPerIp', 'a-new-client');

    expect((limiter as unknown as { windows: Map<string, unknown> }).windows.size).toBe(1);
  });
});
