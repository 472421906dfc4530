import type { RateLimits } from '../config';
import { TooManyRequestsError } from '../errors/app-error';

export type RateLimitName = keyof RateLimits;

interface Window {
  count: number;
  endsAt: number;
}

/** Beyond this many counters, ended windows are swept out before a new one is kept. */
const SWEEP_THRESHOLD = 10_000;

/**
 * Fixed-window counters kept in memory, which suits one server process. Each limit of
 * config.rateLimits is counted per key: a client IP or an e-mail address.
 */
export class RateLimiter {
  private readonly windows = new Map<string, Window>();

  constructor(
    private readonly limits: RateLimits,
    private readonly now: () => Date,
  ) {}

  /** Counts one attempt, or throws TooManyRequestsError when the window has none left. */
  hit(name: RateLimitName, key: string): void {
    const window = this.currentWindow(name, key);
    if (window.count >= this.limits[name].max) {
      const secondsLeft = Math.ceil((window.endsAt - this.now().getTime()) / 1000);
      throw new TooManyRequestsError(Math.max(1, secondsLeft));
    }
    window.count += 1;
  }

  /** Gives back an attempt that `hit` counted, for limits that count failures only. */
  refund(name: RateLimitName, key: string): void {
    const window = this.windows.get(`${name}:${key}`);
    if (window && window.count > 0) window.count -= 1;
  }

  private currentWindow(name: RateLimitName, key: string): Window {
    const id = `${name}:${key}`;
    const time = this.now().getTime();
    const existing = this.windows.get(id);
    if (existing && existing.endsAt > time) return existing;
    if (this.windows.size >= SWEEP_THRESHOLD) this.sweep(time);
    const window = { count: 0, endsAt: time + this.limits[name].windowSeconds * 1000 };
    this.windows.set(id, window);
    return window;
  }

  private sweep(time: number) {
    for (const [id, window] of this.windows) {
      if (window.endsAt <= time) this.windows.delete(id);
    }
  }
}
