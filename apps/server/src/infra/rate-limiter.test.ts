import { describe, expect, it } from 'vitest';
import { DEFAULT_RATE_LIMITS } from '../config';
import { TooManyRequestsError } from '../errors/app-error';
import { testClock } from '../testing/test-clock';
import { RateLimiter } from './rate-limiter';

const limits = { ...DEFAULT_RATE_LIMITS, loginPerIp: { max: 3, windowSeconds: 60 } };

function retryAfterOf(attempt: () => void): number | undefined {
  try {
    attempt();
    return undefined;
  } catch (error) {
    if (error instanceof TooManyRequestsError) return error.retryAfterSeconds;
    throw error;
  }
}

describe('RateLimiter', () => {
  it('allows max attempts per key in a window, then says when the window ends', () => {
    const clock = testClock();
    const limiter = new RateLimiter(limits, clock.now);
    const hit = () => limiter.hit('loginPerIp', '192.0.2.1');

    hit();
    hit();
    hit();
    clock.advanceSeconds(20.5);

    expect(retryAfterOf(hit)).toBe(40);
    expect(retryAfterOf(() => limiter.hit('loginPerIp', '192.0.2.2'))).toBeUndefined();
    expect(retryAfterOf(() => limiter.hit('registerPerIp', '192.0.2.1'))).toBeUndefined();
    clock.advanceSeconds(39.5);
    expect(retryAfterOf(hit)).toBeUndefined();
  });

  it('takes back a refunded attempt', () => {
    const limiter = new RateLimiter(limits, testClock().now);
    const hit = () => limiter.hit('loginPerIp', '192.0.2.1');

    for (let attempt = 0; attempt < 5; attempt += 1) {
      hit();
      limiter.refund('loginPerIp', '192.0.2.1');
    }

    expect(retryAfterOf(hit)).toBeUndefined();
  });

  it('keeps its memory bounded by sweeping ended windows', () => {
    const clock = testClock();
    const limiter = new RateLimiter(limits, clock.now);
    for (let client = 0; client < 10_000; client += 1) limiter.hit('loginPerIp', `ip-${client}`);
    clock.advanceSeconds(60);

    limiter.hit('loginPerIp', 'a-new-client');

    expect((limiter as unknown as { windows: Map<string, unknown> }).windows.size).toBe(1);
  });
});
