// Vitrina's rate limiter against rate-limiter-flexible (decision 47): its RateLimiterRedis with a
// RateLimiterMemory insurance limiter is the same design as RedisRateLimiter with its
// MemoryRateLimiter fallback. Both are given the same ioredis options (no offline queue, 500 ms
// command timeout). Measured: hits a second and their latency on Redis, one at a time and 50 in
// flight; the memory limiters over 100 000 new keys (time and heap); hits while Redis is down;
// and what each counts where the semantics differ. Medians of ROUNDS rounds, taken in turn.
// REDIS_URL (or TEST_REDIS_URL) names the Redis; run with `npm run bench:rate-limits -w apps/server`.
import { randomBytes } from 'node:crypto';
import { Redis, type RedisOptions } from 'ioredis';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import { DEFAULT_RATE_LIMITS, type RateLimits } from '../src/config';
import { TooManyRequestsError } from '../src/errors/app-error';
import { createLogger } from '../src/logger';
import { MemoryRateLimiter } from '../src/infra/rate-limits/memory-rate-limiter';
import type { RateLimiter } from '../src/infra/rate-limits/rate-limiter';
import { RedisRateLimiter } from '../src/infra/rate-limits/redis-rate-limiter';
import { unreachableRedisUrl } from '../src/testing/redis';

const redisUrl = process.env.REDIS_URL || process.env.TEST_REDIS_URL;
if (!redisUrl) throw new Error('Set REDIS_URL (or TEST_REDIS_URL) to a Redis the bench may use');

const ROUNDS = 5;
const SEQUENTIAL_HITS = 4_000;
const PARALLEL_HITS = 20_000;
const IN_FLIGHT = 50;
const MEMORY_KEYS = 100_000;
const OUTAGE_HITS = 2_000;
/** Clients hit in turn, so about one hit in five is refused once their windows fill. */
const CLIENTS = 200;
const limit = { max: 20, windowSeconds: 60 };
const limits: RateLimits = { ...DEFAULT_RATE_LIMITS, loginPerIp: limit };
const logger = createLogger('silent');
const prefixes: string[] = [];

/** The same client options as RedisRateLimiter's own. */
const clientOptions: RedisOptions = {
  enableOfflineQueue: false,
  maxRetriesPerRequest: 0,
  commandTimeout: 500,
  connectTimeout: 3_000,
};

function newPrefix() {
  const prefix = `vitrina-bench-${randomBytes(4).toString('hex')}`;
  prefixes.push(prefix);
  return prefix;
}

/** One attempt: true when counted, false when refused. */
type Hit = (key: string) => Promise<boolean>;

interface Contender {
  hit: Hit;
  refund(key: string): Promise<void>;
  /** The count Redis keeps for `key`. */
  stored(key: string): Promise<number>;
  close(): Promise<void>;
}

const counted = (attempt: Promise<unknown>) =>
  attempt.then(
    () => true,
    (error: unknown) => {
      if (error instanceof TooManyRequestsError || error instanceof RateLimiterRes) return false;
      throw error;
    },
  );

async function ours(url = redisUrl!): Promise<Contender> {
  const keyPrefix = newPrefix();
  const limiter: RateLimiter = new RedisRateLimiter({
    url,
    keyPrefix,
    limits,
    fallback: new MemoryRateLimiter(limits, () => new Date()),
    logger,
  });
  await limiter.ready();
  const inspector = new Redis(redisUrl!);
  return {
    hit: (key) => counted(limiter.hit('loginPerIp', key)),
    refund: (key) => limiter.refund('loginPerIp', key),
    stored: async (key) => Number(await inspector.get(`${keyPrefix}:rate:loginPerIp:${key}`)),
    close: async () => {
      await limiter.close();
      await inspector.quit();
    },
  };
}

async function flexible(url = redisUrl!): Promise<Contender> {
  const keyPrefix = `${newPrefix()}:rate:loginPerIp`;
  const client = new Redis(url, clientOptions);
  await new Promise((resolve) => {
    client.once('ready', resolve);
    client.once('error', resolve);
  });
  const options = { points: limit.max, duration: limit.windowSeconds };
  const limiter: RateLimiterAbstract = new RateLimiterRedis({
    ...options,
    storeClient: client,
    keyPrefix,
    rejectIfRedisNotReady: true,
    insuranceLimiter: new RateLimiterMemory(options),
  });
  return {
    hit: (key) => counted(limiter.consume(key)),
    refund: async (key) => {
      await limiter.reward(key);
    },
    stored: async (key) => Number(await client.get(`${keyPrefix}:${key}`)),
    close: async () => {
      client.disconnect();
    },
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;

/** One at a time: hits a second and the latency's median and 99th percentile in µs. */
async function sequential(hit: Hit) {
  const latencies: number[] = [];
  const startedAt = performance.now();
  for (let index = 0; index < SEQUENTIAL_HITS; index++) {
    const before = performance.now();
    await hit(`203.0.113.${index % CLIENTS}`);
    latencies.push((performance.now() - before) * 1000);
  }
  const seconds = (performance.now() - startedAt) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    perSecond: SEQUENTIAL_HITS / seconds,
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
  };
}

/** IN_FLIGHT hits at a time: hits a second. */
async function parallel(hit: Hit) {
  let next = 0;
  const worker = async () => {
    while (next < PARALLEL_HITS) await hit(`198.51.100.${next++ % CLIENTS}`);
  };
  const startedAt = performance.now();
  await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
  return PARALLEL_HITS / ((performance.now() - startedAt) / 1000);
}

/** Each of MEMORY_KEYS new keys hit once: milliseconds, and the heap kept, in MB. */
async function memory(hit: Hit) {
  globalThis.gc?.();
  const heapBefore = process.memoryUsage().heapUsed;
  const startedAt = performance.now();
  for (let index = 0; index < MEMORY_KEYS; index++) await hit(`client-${index}`);
  const ms = performance.now() - startedAt;
  globalThis.gc?.();
  return { ms, heapMb: (process.memoryUsage().heapUsed - heapBefore) / 2 ** 20 };
}

const memoryContenders: Record<string, () => Hit> = {
  'MemoryRateLimiter (ours)': () => {
    const limiter = new MemoryRateLimiter(limits, () => new Date());
    return (key) => counted(limiter.hit('loginPerIp', key));
  },
  'RateLimiterMemory (flexible)': () => {
    const limiter = new RateLimiterMemory({ points: limit.max, duration: limit.windowSeconds });
    return (key) => counted(limiter.consume(key));
  },
};

const redisContenders: Record<string, (url?: string) => Promise<Contender>> = {
  'RedisRateLimiter (ours)': ours,
  'RateLimiterRedis (flexible)': flexible,
};

/** Where the two differ: a limit of 20, then what is counted and what a refund frees. */
async function semantics(open: () => Promise<Contender>) {
  const limiter = await open();
  const attempts = async (key: string, times: number) => {
    let allowed = 0;
    for (let index = 0; index < times; index++) if (await limiter.hit(key)) allowed++;
    return allowed;
  };
  await attempts('refused', limit.max + 30);
  const storedAfterRefusals = await limiter.stored('refused');
  await limiter.refund('refused');
  const allowedAfterRefund = await attempts('refused', 1);
  await limiter.refund('fresh');
  await limiter.refund('fresh');
  const allowedAfterTwoRefundsOfNothing = await attempts('fresh', limit.max + 5);
  await limiter.close();
  return { storedAfterRefusals, allowedAfterRefund, allowedAfterTwoRefundsOfNothing };
}

async function redisFigures() {
  const rows: Record<string, { seq: number[]; p50: number[]; p99: number[]; par: number[] }> = {};
  for (let round = 0; round < ROUNDS; round++) {
    for (const [name, open] of Object.entries(redisContenders)) {
      const limiter = await open();
      const row = (rows[name] ??= { seq: [], p50: [], p99: [], par: [] });
      const one = await sequential(limiter.hit);
      row.seq.push(one.perSecond);
      row.p50.push(one.p50);
      row.p99.push(one.p99);
      row.par.push(await parallel(limiter.hit));
      await limiter.close();
    }
  }
  return Object.fromEntries(
    Object.entries(rows).map(([name, row]) => [
      name,
      {
        'hits/s, one at a time': Math.round(median(row.seq)),
        'p50 µs': Math.round(median(row.p50)),
        'p99 µs': Math.round(median(row.p99)),
        [`hits/s, ${IN_FLIGHT} in flight`]: Math.round(median(row.par)),
      },
    ]),
  );
}

async function memoryFigures() {
  const rows: Record<string, { ms: number[]; heapMb: number[] }> = {};
  for (let round = 0; round < ROUNDS; round++) {
    for (const [name, open] of Object.entries(memoryContenders)) {
      const row = (rows[name] ??= { ms: [], heapMb: [] });
      const { ms, heapMb } = await memory(open());
      row.ms.push(ms);
      row.heapMb.push(heapMb);
    }
  }
  return Object.fromEntries(
    Object.entries(rows).map(([name, row]) => [
      name,
      {
        [`ms for ${MEMORY_KEYS} new keys`]: Math.round(median(row.ms)),
        'heap MB kept': Number(median(row.heapMb).toFixed(1)),
      },
    ]),
  );
}

async function outageFigures() {
  const url = await unreachableRedisUrl();
  const figures: Record<string, object> = {};
  for (const [name, open] of Object.entries(redisContenders)) {
    const limiter = await open(url);
    const latencies: number[] = [];
    let allowed = 0;
    for (let index = 0; index < OUTAGE_HITS; index++) {
      const before = performance.now();
      if (await limiter.hit('192.0.2.1')) allowed++;
      latencies.push((performance.now() - before) * 1000);
    }
    latencies.sort((a, b) => a - b);
    figures[name] = {
      'p50 µs': Math.round(percentile(latencies, 0.5)),
      'p99 µs': Math.round(percentile(latencies, 0.99)),
      [`allowed of ${OUTAGE_HITS}`]: allowed,
    };
    await limiter.close();
  }
  return figures;
}

console.log(
  `Redis: ${SEQUENTIAL_HITS} hits one at a time, ${PARALLEL_HITS} with ${IN_FLIGHT} in flight`,
);
console.table(await redisFigures());
console.log(`Memory limiters: ${MEMORY_KEYS} new keys (heap figures need node --expose-gc)`);
console.table(await memoryFigures());
console.log(`Redis unreachable: ${OUTAGE_HITS} hits of one client, counted in memory meanwhile`);
console.table(await outageFigures());
console.log(`Semantics at a limit of ${limit.max}`);
console.table({
  'RedisRateLimiter (ours)': await semantics(() => ours()),
  'RateLimiterRedis (flexible)': await semantics(() => flexible()),
});

const cleaner = new Redis(redisUrl);
for (const prefix of prefixes) {
  const keys = await cleaner.keys(`${prefix}:*`);
  if (keys.length) await cleaner.del(...keys);
}
await cleaner.quit();
