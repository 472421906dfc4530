import type { RateLimits } from '../../config';
import { TooManyRequestsError } from '../../errors/app-error';
import type { Clock } from '../clock';
import type { RateLimiter, RateLimitName } from './rate-limiter';

interface Window {
  count: number;
  endsAt: number;
}

/** Beyond this many counters, ended windows are swept out before a new one is kept. */
const SWEEP_THRESHOLD = 10_000;

/** The counters of one server process, in a map. */
export class MemoryRateLimiter implements RateLimiter {
  private readonly windows = new Map<string, Window>();
  /**
   * The count of windows at which the next sweep runs: twice what the last one left, so a flood
   * of clients whose windows are all live costs a sweep per doubling, not one per new client.
   */
  private sweepAt = SWEEP_THRESHOLD;

  constructor(
    private readonly limits: RateLimits,
    private readonly now: Clock,
  ) {}

  async ready(): Promise<void> {}

  async hit(name: RateLimitName, key: string): Promise<void> {
    const window = this.currentWindow(name, key);
    if (window.count >= this.limits[name].max) {
      const secondsLeft = Math.ceil((window.endsAt - this.now().getTime()) / 1000);
      throw new TooManyRequestsError(Math.max(1, secondsLeft));
    }
    window.count += 1;
  }

  async take(name: RateLimitName, key: string, wanted: number): Promise<number> {
    const window = this.currentWindow(name, key);
    const granted = Math.max(0, Math.min(wanted, this.limits[name].max - window.count));
    window.count += granted;
    return granted;
  }

  async refund(name: RateLimitName, key: string): Promise<void> {
    const window = this.windows.get(`${name}:${key}`);
    if (window && window.count > 0) window.count -= 1;
  }

  async close(): Promise<void> {
    this.windows.clear();
  }

  private currentWindow(name: RateLimitName, key: string): Window {
    const id = `${name}:${key}`;
    const time = this.now().getTime();
    const existing = this.windows.get(id);
    if (existing && existing.endsAt > time) return existing;
    if (this.windows.size >= this.sweepAt) this.sweep(time);
    const window = { count: 0, endsAt: time + this.limits[name].windowSeconds * 1000 };
    this.windows.set(id, window);
    return window;
  }

  private sweep(time: number) {
    for (const [id, window] of this.windows) {
      if (window.endsAt <= time) this.windows.delete(id);
    }
    this.sweepAt = Math.max(SWEEP_THRESHOLD, 2 * this.windows.size);
  }
}
