// The soak: three built server processes behind a proxy (nginx when installed) on one
// PostgreSQL, Redis and S3 store, for a while under buyers and merchants, one process killed
// with SIGKILL and started again at each interval (a fifth of the run: every minute of five).
// Then it waits for the outbox to drain and checks: every acknowledged order exists once, every
// message reached its channel at least once (duplicates counted), no 5xx but to requests in
// flight at a kill, and a price edited through one process is served by all within a second.
//
//   npm run soak -w apps/server                 # 5 minutes
//   npm run soak -w apps/server -- 10           # 10 minutes
//   npm run soak -w apps/server -- --short      # 1 minute, a kill every 12 s
//   options: --seconds N, --proxy nginx|haproxy|node, --merchants N, --no-telegram,
//            --keep-database (to look into a failure; drop it yourself afterwards)
//
// It needs a PostgreSQL server where it may create a database (TEST_DATABASE_URL, or
// DATABASE_URL) and Redis (TEST_REDIS_URL, or REDIS_URL); the database is dropped at the end.
// The processes' logs and the figures (soak-result.json) stay in the folder it names.
import { createWriteStream, type WriteStream } from 'node:fs';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as pause } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { createSharedPostgresDatabase } from '../src/testing/test-database';
import { startCluster, type Cluster, type ProxyKind } from './cluster/cluster';
import { buyOnce, emptyTally } from './soak/buyers';
import { checkCache, type CacheCheck } from './soak/cache-check';
import { missingCount, receivedMessages, storedOrders } from './soak/deliveries';
import { closeConnections, createCaller, type Exchange, type Target } from './soak/http-client';
import { setUpMerchant, type Merchant } from './soak/merchant';
import { emptyMerchantTally, workOnce } from './soak/merchant-work';
import { followShopEvents } from './soak/shop-stream';
import { readOrders, readOutbox, readShopEvents, withDatabase } from './soak/stored';
import { judge, printVerdict, type Restart, type SoakRecord } from './soak/verdict';
import { startWorld } from './soak/world';

const PROCESSES = 3;
/** Orders per minute of each merchant: under the per-site limit of 60. */
const ORDERS_PER_MINUTE = 40;
/** A merchant's round of work (a price edit, a few status moves) this often. */
const WORK_EVERY_MS = 2000;
/** The longest wait for the outbox after the load: past the lease of a killed process's tries. */
const DRAIN_LIMIT_MS = 150_000;
/** How long a try holds its message: the shortest the setting allows, so a killed process's come back soon. */
const LEASE_SECONDS = 30;

function readOptions() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      short: { type: 'boolean', default: false },
      seconds: { type: 'string' },
      proxy: { type: 'string' },
      merchants: { type: 'string', default: '4' },
      'no-telegram': { type: 'boolean', default: false },
      'keep-database': { type: 'boolean', default: false },
    },
  });
  const minutes = Number(positionals[0] ?? process.env.SOAK_MINUTES ?? 5);
  const seconds = values.short ? 60 : Number(values.seconds ?? minutes * 60);
  if (!(seconds >= 10)) throw new Error('The soak lasts 10 seconds at least');
  const adminUrl = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;
  const redisUrl = process.env.TEST_REDIS_URL || process.env.REDIS_URL;
  if (!adminUrl || !redisUrl) {
    console.error(
      'The soak needs a PostgreSQL server where it may create a database and Redis: ' +
        'TEST_DATABASE_URL (or DATABASE_URL) and TEST_REDIS_URL (or REDIS_URL), for example ' +
        'TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test TEST_REDIS_URL=redis://127.0.0.1:6379',
    );
    process.exit(2);
  }
  return {
    durationMs: seconds * 1000,
    killEveryMs: (seconds * 1000) / 5,
    proxy: values.proxy as ProxyKind | undefined,
    merchants: Number(values.merchants),
    telegram: !values['no-telegram'],
    keepDatabase: values['keep-database'],
    adminUrl,
    redisUrl,
  };
}

/** Each process's log (and the proxy's) in a file of its own. */
function logFiles(folder: string) {
  const files = new Map<string, WriteStream>();
  return {
    write(name: string, line: string) {
      let file = files.get(name);
      if (!file) {
        file = createWriteStream(join(folder, `${name}.log`), { flags: 'a' });
        files.set(name, file);
      }
      file.write(`${line}\n`);
    },
    close: () =>
      Promise.all([...files.values()].map((file) => new Promise((done) => file.end(done)))),
  };
}

/** One task at a time: a kill and its restart never fall inside a cache check. */
function oneAtATime() {
  let last: Promise<unknown> = Promise.resolve();
  return <T>(task: () => Promise<T>): Promise<T> => {
    const run = last.then(task);
    last = run.catch(() => undefined);
    return run;
  };
}

const pauseUntil = (moment: number) => pause(Math.max(0, moment - performance.now()));
const targetOf = (each: { name: string; url: string }): Target => ({
  name: each.name,
  url: each.url,
});

const options = readOptions();
const logFolder = await mkdtemp(join(tmpdir(), 'vitrina-soak-'));
const logs = logFiles(logFolder);
const say = (text: string) => console.log(text);
const world = await startWorld({ telegram: options.telegram });
const database = await createSharedPostgresDatabase(options.adminUrl);
let cluster: Cluster | undefined;
let failed = true;
let cleaning: Promise<void> | undefined;
const cleanUp = () =>
  (cleaning ??= (async () => {
    await cluster?.stop();
    await world.close();
    if (options.keepDatabase) say(`Database kept: ${database.url}`);
    else await database.drop();
    closeConnections();
    await logs.close();
  })());
// Ctrl-C: the processes run in process groups of their own, and are stopped here.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    say(`${signal}: stopping the cluster`);
    void cleanUp().finally(() => process.exit(130));
  });
}

try {
  say(`Logs: ${logFolder}`);
  cluster = await startCluster({
    processes: PROCESSES,
    settings: {
      databaseUrl: database.url,
      redisUrl: options.redisUrl,
      dataDir: join(logFolder, 'data'),
      s3: undefined,
    },
    source: 'built',
    proxy: options.proxy,
    tls: world.tls,
    env: {
      ...world.env,
      DELIVERY_LEASE_SECONDS: String(LEASE_SECONDS),
      // Sessions that outlast a long soak: the merchants sign in once.
      ACCESS_TOKEN_TTL: '86400',
    },
    onLine: logs.write,
    onNotice: say,
  });
  const running = cluster;
  const proxy: Target = { name: 'proxy', url: running.url };
  say(`${PROCESSES} processes behind ${running.proxy} at ${running.url}`);
  if (!world.bot)
    say('Telegram left out (--no-telegram, or no openssl for the webhook certificate)');

  const journal: Exchange[] = [];
  const call = createCaller(journal);
  const merchants: Merchant[] = [];
  for (let index = 0; index < options.merchants; index += 1) {
    merchants.push(
      await setUpMerchant({ call, proxy, world, index, telegram: Boolean(world.bot) }),
    );
  }
  say(`${merchants.length} merchants set up; the load starts`);
  // What setting up did is not the soak's to judge: its requests were all answered.
  journal.length = 0;

  const streams = merchants.map((merchant) =>
    followShopEvents(proxy, merchant.accessToken, merchant.from),
  );
  const buyers = emptyTally();
  const work = emptyMerchantTally();
  const restarts: Restart[] = [];
  const cacheChecks: CacheCheck[] = [];
  const exclusive = oneAtATime();
  const startedAt = performance.now();
  const endsAt = startedAt + options.durationMs;
  const loading = () => performance.now() < endsAt;
  const elapsed = () => `${((performance.now() - startedAt) / 1000).toFixed(0)} s`;

  const buyerLoop = async (merchant: Merchant) => {
    // Two buyers at a time per merchant, each at half the rate, so a slow answer delays few.
    const gapMs = (60_000 / ORDERS_PER_MINUTE) * 2;
    let next = performance.now() + Math.random() * gapMs;
    while (loading()) {
      await pauseUntil(next);
      if (!loading()) break;
      await buyOnce(call, proxy, merchant, buyers);
      next += gapMs * (0.5 + Math.random());
    }
  };
  const workLoop = async (merchant: Merchant) => {
    while (loading()) {
      await workOnce(call, proxy, merchant, work);
      await pause(WORK_EVERY_MS * (0.5 + Math.random()));
    }
  };
  let cacheRound = 0;
  const cacheCheckOnce = () =>
    exclusive(async () => {
      const live = running.processes.filter((each) => each.running).map(targetOf);
      const writer = live[cacheRound % live.length]!;
      const merchant = merchants[cacheRound % merchants.length]!;
      cacheRound += 1;
      const check = await checkCache(call, writer, live, merchant, 100 + cacheRound, startedAt);
      if (check) cacheChecks.push(check);
    });
  const cacheLoop = async () => {
    const everyMs = Math.min(10_000, options.killEveryMs / 3);
    for (let round = 1; startedAt + round * everyMs < endsAt; round += 1) {
      await pauseUntil(startedAt + round * everyMs);
      await cacheCheckOnce();
    }
  };
  const killLoop = async () => {
    for (let round = 1; round * options.killEveryMs < options.durationMs; round += 1) {
      await pauseUntil(startedAt + round * options.killEveryMs);
      await exclusive(async () => {
        const index = (round - 1) % PROCESSES;
        const killed = await running.kill(index);
        await running.start(index);
        restarts.push({ ...killed, readyAt: performance.now() });
        say(
          `${elapsed()}: ${killed.name} killed, ready again in ` +
            `${Math.round(performance.now() - killed.signalledAt)} ms`,
        );
      });
    }
  };
  const progressLoop = async () => {
    while (loading()) {
      await pause(Math.min(30_000, options.durationMs / 6));
      const errors = journal.filter((each) => each.status === 0 || each.status >= 500).length;
      say(
        `${elapsed()}: ${buyers.acknowledged.length} orders, ${journal.length} requests, ${errors} 5xx or unanswered`,
      );
    }
  };

  await Promise.all([
    ...merchants.flatMap((merchant) => [
      buyerLoop(merchant),
      buyerLoop(merchant),
      workLoop(merchant),
    ]),
    cacheLoop(),
    killLoop(),
    progressLoop(),
  ]);
  const loadEndedAt = performance.now();
  say(`${elapsed()}: the load stopped; waiting for the outbox`);

  const withTelegram = (merchant: number) => Boolean(merchants[merchant]?.chat);
  for (;;) {
    const { orders, outbox } = await withDatabase(database.url, async (client) => ({
      orders: await readOrders(client),
      outbox: await readOutbox(client),
    }));
    const received = receivedMessages(merchants, world.smtp, world.bot);
    const missing = missingCount(storedOrders(merchants, orders), received, withTelegram);
    const pending = outbox
      .filter((row) => row.status !== 'DELIVERED' && row.status !== 'FAILED')
      .reduce((sum, row) => sum + row.count, 0);
    if ((missing === 0 && pending === 0) || performance.now() - loadEndedAt > DRAIN_LIMIT_MS) break;
    await pause(1000);
  }
  const drainSeconds = (performance.now() - loadEndedAt) / 1000;

  // Once more with every process up: an edit through each.
  for (let round = 0; round < PROCESSES; round += 1) await cacheCheckOnce();
  for (const stream of streams) stream.close();
  const stored = await withDatabase(database.url, async (client) => ({
    orders: await readOrders(client),
    outbox: await readOutbox(client),
    shopEvents: await readShopEvents(client),
  }));
  const record: SoakRecord = {
    proxy: running.proxy,
    processes: PROCESSES,
    durationSeconds: options.durationMs / 1000,
    killEverySeconds: options.killEveryMs / 1000,
    merchants,
    journal: journal.filter((each) => each.startedAt >= startedAt),
    restarts,
    buyers,
    work,
    cacheChecks,
    streams,
    ...stored,
    received: receivedMessages(merchants, world.smtp, world.bot),
    cardEdits: (world.bot?.calls ?? []).filter(
      (each) => each.method === 'editMessageText' && each.answer?.ok,
    ).length,
    drainSeconds,
  };
  const verdict = judge(record);
  say('');
  printVerdict(record, verdict);
  await writeFile(
    join(logFolder, 'soak-result.json'),
    JSON.stringify({ figures: verdict.figures, checks: verdict.checks, cacheChecks }, null, 2),
  );
  failed = verdict.checks.some((check) => !check.ok);
} finally {
  await cleanUp();
}
say(`Logs and soak-result.json: ${logFolder}`);
process.exit(failed ? 1 : 0);
