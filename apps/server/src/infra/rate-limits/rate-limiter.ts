import type { RateLimits } from '../../config';

export type RateLimitName = keyof RateLimits;

/**
 * Fixed-window counters of attempts, one per limit of config.rateLimits and key (a client
 * address, an e-mail address, an account). Kept in memory for one process, or in Redis when
 * several processes must share them.
 */
export interface RateLimiter {
  /** Resolves when counting can start: at once in memory, once connected (or given up) for Redis. */
  ready(): Promise<void>;
  /** Counts one attempt, or rejects with TooManyRequestsError when the window has none left. */
  hit(name: RateLimitName, key: string): Promise<void>;
  /**
   * Counts as many of `wanted` attempts as the window has left and answers how many: for caps
   * that keep what fits and drop the rest rather than refuse a request.
   */
  take(name: RateLimitName, key: string, wanted: number): Promise<number>;
  /** Gives back an attempt that `hit` counted, for limits that count failures only. */
  refund(name: RateLimitName, key: string): Promise<void>;
  close(): Promise<void>;
}
