import { once } from 'node:events';
import { Redis } from 'ioredis';
import type { RateLimits } from '../../config';
import { TooManyRequestsError } from '../../errors/app-error';
import type { Logger } from '../../logger';
import type { RateLimiter, RateLimitName } from './rate-limiter';

/**
 * Counts one attempt in the window of KEYS[1], which Redis opens on the first attempt and ends by
 * expiring the key: the window runs on Redis's clock, the same for every server process. A
 * refused attempt is taken back, so the count never passes the limit and a refund stays exact.
 * ARGV: the window in milliseconds, the attempts allowed in it.
 * Returns -1 when the attempt is counted, otherwise the milliseconds left in the window.
 */
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
redis.call('PEXPIRE', KEYS[1], ARGV[1], 'NX')
if count <= tonumber(ARGV[2]) then return -1 end
redis.call('DECR', KEYS[1])
return redis.call('PTTL', KEYS[1])
`;

/**
 * Counts as many of ARGV[3] attempts as KEYS[1]'s window has left, opening it as HIT_SCRIPT does,
 * and returns how many; the rest are taken back. ARGV: the window in milliseconds, the limit,
 * the attempts wanted.
 */
const TAKE_SCRIPT = `
local wanted = tonumber(ARGV[3])
local count = redis.call('INCRBY', KEYS[1], wanted)
redis.call('PEXPIRE', KEYS[1], ARGV[1], 'NX')
local over = math.min(wanted, count - tonumber(ARGV[2]))
if over <= 0 then return wanted end
redis.call('DECRBY', KEYS[1], over)
return wanted - over
`;

/** Gives back one attempt of KEYS[1]'s window, if it has one. */
const REFUND_SCRIPT = `
if tonumber(redis.call('GET', KEYS[1]) or '0') > 0 then redis.call('DECR', KEYS[1]) end
return 0
`;

/**
 * The scripts, sent once and then called by their hash (ioredis's defineCommand, which sends a
 * script again when Redis has forgotten it): a call carries its key and arguments only.
 */
interface RateScripts {
  rateHit(key: string, windowMs: number, max: number): Promise<number>;
  rateTake(key: string, windowMs: number, max: number, wanted: number): Promise<number>;
  rateRefund(key: string): Promise<number>;
}

const SCRIPTS: Record<keyof RateScripts, string> = {
  rateHit: HIT_SCRIPT,
  rateTake: TAKE_SCRIPT,
  rateRefund: REFUND_SCRIPT,
};

/** A Redis that answers slower than this is treated as not answering: a sign-in must not hang. */
const COMMAND_TIMEOUT_MS = 500;
/** How long start-up waits for the first connection before counting in memory meanwhile. */
const FIRST_CONNECTION_WAIT_MS = 3_000;

export interface RedisRateLimiterOptions {
  url: string;
  /** Keys are `<keyPrefix>:rate:<limit name>:<key>`. */
  keyPrefix: string;
  limits: RateLimits;
  /** Counts the attempts Redis does not answer for: this process's own counters. */
  fallback: RateLimiter;
  logger: Logger;
}

/**
 * The counters in Redis, shared by every server process that uses it. When Redis does not answer,
 * attempts are counted by `fallback` and a warning is logged once: a sign-in still works and is
 * still limited, per process, until Redis answers again (see decision 15).
 */
export class RedisRateLimiter implements RateLimiter {
  private readonly redis: Redis;
  private readonly scripts: RateScripts;
  private unanswered = false;

  constructor(private readonly options: RedisRateLimiterOptions) {
    this.redis = new Redis(options.url, {
      connectionName: `${options.keyPrefix}-rate-limits`,
      // Fail at once while disconnected instead of queueing: the fallback counts meanwhile.
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      commandTimeout: COMMAND_TIMEOUT_MS,
      connectTimeout: FIRST_CONNECTION_WAIT_MS,
    });
    for (const [name, lua] of Object.entries(SCRIPTS)) {
      this.redis.defineCommand(name, { numberOfKeys: 1, lua });
    }
    this.scripts = this.redis as unknown as RateScripts;
    // Reconnection goes on in the background; its failures and success only change the log.
    this.redis.on('error', (error: unknown) => this.noteUnanswered(error));
    this.redis.on('ready', () => this.noteAnswered());
  }

  /** Resolves once connected, or once the first connection failed or took too long. */
  async ready(): Promise<void> {
    if (this.redis.status === 'ready' || this.redis.status === 'end') return;
    try {
      await once(this.redis, 'ready', { signal: AbortSignal.timeout(FIRST_CONNECTION_WAIT_MS) });
    } catch (error) {
      this.noteUnanswered(error);
    }
  }

  async hit(name: RateLimitName, key: string): Promise<void> {
    const { max } = this.options.limits[name];
    let msLeft: number;
    try {
      msLeft = Number(await this.scripts.rateHit(this.keyOf(name, key), this.windowMs(name), max));
    } catch (error) {
      this.noteUnanswered(error);
      return this.options.fallback.hit(name, key);
    }
    this.noteAnswered();
    if (msLeft >= 0) throw new TooManyRequestsError(Math.max(1, Math.ceil(msLeft / 1000)));
  }

  async take(name: RateLimitName, key: string, wanted: number): Promise<number> {
    const { max } = this.options.limits[name];
    let granted: number;
    try {
      const id = this.keyOf(name, key);
      granted = Number(await this.scripts.rateTake(id, this.windowMs(name), max, wanted));
    } catch (error) {
      this.noteUnanswered(error);
      return this.options.fallback.take(name, key, wanted);
    }
    this.noteAnswered();
    return granted;
  }

  async refund(name: RateLimitName, key: string): Promise<void> {
    try {
      await this.scripts.rateRefund(this.keyOf(name, key));
    } catch (error) {
      this.noteUnanswered(error);
      return this.options.fallback.refund(name, key);
    }
    this.noteAnswered();
  }

  async close(): Promise<void> {
    await this.options.fallback.close();
    if (this.redis.status !== 'ready') {
      this.redis.disconnect();
      return;
    }
    await this.redis.quit().catch(() => this.redis.disconnect());
  }

  private windowMs(name: RateLimitName): number {
    return Math.ceil(this.options.limits[name].windowSeconds * 1000);
  }

  private keyOf(name: RateLimitName, key: string): string {
    return `${this.options.keyPrefix}:rate:${name}:${key}`;
  }

  private noteUnanswered(error: unknown) {
    if (this.unanswered) return;
    this.unanswered = true;
    this.options.logger.warn(
      { err: error },
      'Redis does not answer: rate limits are counted by each server process until it does',
    );
  }

  private noteAnswered() {
    if (!this.unanswered) return;
    this.unanswered = false;
    this.options.logger.info('Redis answers again: rate limits are shared again');
  }
}
