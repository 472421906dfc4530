// The server's hand-written in-memory caches against lru-cache, side by side in one run (decision
// 55): a Map bounded by forgetting its oldest entries (`setNewest`, what the access tokens, live
// sessions and users were kept in) and swept of expired ones from its oldest (`dropExpired`, the
// fix the merchants' answers would have needed), and lru-cache's LRUCache with the same bound and
// time to live, without and with `ttlAutopurge`. For each: writes and hits per second, the heap an
// entry costs, and what is still held of 10 000 answers a minute after they expired while 100
// new ids were written (on the real clock, with a time to live of 100 ms, so lru-cache's timers
// can fire). Run with `npm run bench:caches -w apps/server`; medians of ROUNDS.
import { LRUCache } from 'lru-cache';

const MAX = 10_000;
const TTL_MS = 60_000;
const WRITES = 200_000;
const HITS = 1_000_000;
const ROUNDS = 5;

interface Answer {
  shopId: number;
  version: number;
  body: string;
}

/** One way of keeping answers: what the bench asks of each. */
interface Kept {
  set(key: string, value: Answer): void;
  get(key: string): Answer | undefined;
  size(): number;
  dispose(): void;
}

/** Sets `key` as the newest entry and forgets the oldest past `max` (the server's former way). */
function setNewest<K, V>(map: Map<K, V>, key: K, value: V, max: number): void {
  map.delete(key);
  map.set(key, value);
  while (map.size > max) map.delete(map.keys().next().value!);
}

/** Forgets expired entries from the oldest on, up to the first still valid. */
function dropExpired<K, V extends { expiresAt: number }>(map: Map<K, V>, at: number) {
  for (const [key, entry] of map) {
    if (entry.expiresAt > at) return;
    map.delete(key);
  }
}

let clock = 0;
/** The bench's clock while it times; the real one while it waits for entries to expire. */
let now = () => clock;

function boundedMap(sweep: boolean, ttlMs = TTL_MS): Kept {
  const map = new Map<string, { expiresAt: number; value: Answer }>();
  return {
    set(key, value) {
      if (sweep) dropExpired(map, now());
      setNewest(map, key, { expiresAt: now() + ttlMs, value }, MAX);
    },
    get(key) {
      const entry = map.get(key);
      if (entry && now() < entry.expiresAt) return entry.value;
      if (entry) map.delete(key);
      return undefined;
    },
    size: () => map.size,
    dispose: () => map.clear(),
  };
}

function lruCache(ttlAutopurge: boolean, ttl = TTL_MS): Kept {
  const cache = new LRUCache<string, Answer>({
    max: MAX,
    ttl,
    ttlAutopurge,
    perf: { now: () => now() },
  });
  return {
    set: (key, value) => void cache.set(key, value),
    get: (key) => cache.get(key),
    size: () => cache.size,
    dispose: () => cache.clear(),
  };
}

const ways: Record<string, (ttlMs?: number) => Kept> = {
  'Map + setNewest (tokens, sessions, users)': (ttlMs) => boundedMap(false, ttlMs),
  'Map + setNewest + dropExpired': (ttlMs) => boundedMap(true, ttlMs),
  'LRUCache { max, ttl }': (ttlMs) => lruCache(false, ttlMs),
  'LRUCache { max, ttl, ttlAutopurge }': (ttlMs) => lruCache(true, ttlMs),
};

const keys = Array.from({ length: WRITES }, (_, index) => `site:${index}`);
const answer = (index: number): Answer => ({
  shopId: index % 500,
  version: 0,
  body: `{"id":${index}}`,
});

function perSecond(count: number, run: () => void): number {
  const started = performance.now();
  run();
  return Math.round(count / ((performance.now() - started) / 1000));
}

const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

function heapPerEntry(make: () => Kept): number {
  globalThis.gc?.();
  const before = process.memoryUsage().heapUsed;
  const kept = make();
  for (let index = 0; index < MAX; index += 1) kept.set(keys[index]!, answer(index));
  globalThis.gc?.();
  const bytes = (process.memoryUsage().heapUsed - before) / MAX;
  kept.dispose();
  return Math.round(bytes);
}

/** Entries still held once 10 000 expired unasked and 100 new ids were written. */
async function heldAfterExpiry(make: (ttlMs?: number) => Kept): Promise<number> {
  now = () => performance.now();
  const kept = make(100);
  for (let index = 0; index < MAX; index += 1) kept.set(keys[index]!, answer(index));
  await new Promise((resolve) => setTimeout(resolve, 300));
  for (let index = MAX; index < MAX + 100; index += 1) kept.set(keys[index]!, answer(index));
  const held = kept.size() - 100;
  kept.dispose();
  now = () => clock;
  return held;
}

if (!globalThis.gc) console.log('(run with --expose-gc for the heap figures)');
const rows = [];
for (const [name, make] of Object.entries(ways)) {
  const writes: number[] = [];
  const hits: number[] = [];
  const heap: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    clock = 0;
    const kept = make();
    writes.push(
      perSecond(WRITES, () => keys.forEach((key, index) => kept.set(key, answer(index)))),
    );
    const hot = keys.slice(WRITES - MAX);
    hits.push(
      perSecond(HITS, () => {
        for (let index = 0; index < HITS; index += 1) kept.get(hot[index % MAX]!);
      }),
    );
    kept.dispose();
    heap.push(heapPerEntry(make));
  }
  rows.push({
    way: name,
    'writes/s': median(writes),
    'hits/s': median(hits),
    'heap B/entry': median(heap),
    'held after expiry': await heldAfterExpiry(make),
  });
}
console.table(rows);
