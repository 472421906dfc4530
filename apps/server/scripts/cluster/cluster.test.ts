// The cluster of `npm run cluster` (scripts/cluster): two server processes, main.ts from its
// sources, behind the installed proxy (nginx, else HAProxy, else node's http-proxy) on one
// PostgreSQL database and Redis. Needs both: skipped without TEST_DATABASE_URL and TEST_REDIS_URL.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testRedisUrl } from '../../src/testing/redis';
import { createSharedPostgresDatabase, testDatabaseUrl } from '../../src/testing/test-database';
import { buyOnce, emptyTally } from '../soak/buyers';
import { checkCache } from '../soak/cache-check';
import { closeConnections, createCaller, type Target } from '../soak/http-client';
import { letterTo, recipientOf, setUpMerchant, type Merchant } from '../soak/merchant';
import { followShopEvents } from '../soak/shop-stream';
import { readOutbox, withDatabase } from '../soak/stored';
import { startWorld, type World } from '../soak/world';
import { startCluster, type Cluster } from './cluster';
import { UPSTREAM_HEADER } from './proxies/proxy';

/** Waits until `read` holds, for what the processes do in the background. */
const until = (read: () => Promise<boolean> | boolean, what: string) =>
  expect.poll(read, { timeout: 15_000, message: what }).toBe(true);

describe.runIf(testDatabaseUrl && testRedisUrl)('two processes behind the proxy', () => {
  const call = createCaller([]);
  let world: World;
  let database: Awaited<ReturnType<typeof createSharedPostgresDatabase>>;
  let dataDir: string;
  let cluster: Cluster;
  let proxy: Target;
  let merchant: Merchant;
  const processTarget = (index: number): Target => cluster.processes[index]!;

  beforeAll(async () => {
    world = await startWorld({ telegram: false });
    database = await createSharedPostgresDatabase(testDatabaseUrl!);
    dataDir = await mkdtemp(join(tmpdir(), 'vitrina-cluster-test-'));
    cluster = await startCluster({
      processes: 2,
      source: 'source',
      settings: { databaseUrl: database.url, redisUrl: testRedisUrl!, dataDir, s3: undefined },
      env: { ...world.env, LOG_LEVEL: 'warn' },
      onLine: () => {},
      onNotice: () => {},
      // From its sources each process compiles them as it starts: slow on a busy machine.
      startTimeoutMs: 75_000,
    });
    proxy = { name: 'proxy', url: cluster.url };
    merchant = await setUpMerchant({ call, proxy, world, index: 0, telegram: false });
  }, 100_000);

  afterAll(async () => {
    await cluster?.stop();
    await world?.close();
    await database?.drop();
    await rm(dataDir, { recursive: true, force: true });
    closeConnections();
  });

  it('sends requests through the proxy to both processes', async () => {
    const answeredBy = new Set<string>();
    for (let request = 0; request < 6; request += 1) {
      const answer = await call(proxy, '/api/health');
      answeredBy.add(String(answer.headers[UPSTREAM_HEADER]));
    }

    expect([...answeredBy].sort()).toEqual(
      cluster.processes.map((each) => `127.0.0.1:${each.port}`).sort(),
    );
  });

  it("delivers an order taken by one process once, and tells the merchant's stream through the proxy", async () => {
    const stream = followShopEvents(proxy, merchant.accessToken, merchant.from);
    await stream.opened;
    const tally = emptyTally();

    await buyOnce(call, processTarget(0), merchant, tally);
    const [order] = tally.acknowledged;
    const told = (letter: { subject?: string }) =>
      Boolean(letter.subject?.includes(`#${order!.number}`));
    await letterTo(world, merchant.contactEmail, told);
    await until(() => stream.created.has(order!.number), 'the order on the event stream');
    await until(
      async () =>
        (await withDatabase(database.url, readOutbox)).every((row) => row.status === 'DELIVERED'),
      'the outbox to be delivered',
    );
    stream.close();
    const lettersTo = (address: string) =>
      world.smtp.received.filter((letter) => recipientOf(letter) === address && told(letter));

    expect(tally.acknowledged).toHaveLength(1);
    expect(lettersTo(merchant.contactEmail)).toHaveLength(1);
    expect(lettersTo(merchant.buyerEmail)).toHaveLength(1);
    expect(stream.created.get(order!.number)).toBe(1);
  });

  it('serves a price edited through one process from the other within a second', async () => {
    const check = await checkCache(
      call,
      processTarget(0),
      [processTarget(1)],
      merchant,
      777,
      performance.now(),
    );

    expect(check?.seen.p2).not.toBeNull();
    expect(check?.seen.p2).toBeLessThan(1000);
  });
});
