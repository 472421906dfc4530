// What the orders exports cost, streamed (decision 70) beside held whole as before it: CSV and
// XLSX of 10 000 and 100 000 orders (two lines each, a buyer, a comment on every third), each
// downloaded over HTTP from a server in a process of its own (`bench-exports-server.ts`, a fresh
// one per download, warmed by a small export of the same kind first) as a browser asks
// (compressed where the server compresses), the body read as it comes and dropped. Held whole
// only up to 10 000 orders, the cap it had. Prints the time to the last byte, the file's size and
// the server's peak resident set above where it stood before the download (read from /proc every
// 10 ms). On PGlite in a temporary folder, then on PostgreSQL in a throwaway database when
// TEST_DATABASE_URL is set. BENCH_ORDERS (`10000,100000`) sets the sizes.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/client';
import { openPgliteInFolder } from '../src/db/pglite';
import { createLogger } from '../src/logger';
import { bearer, ownShopId, registerAccount } from '../src/testing/accounts';
import { buildTestApp } from '../src/testing/build-test-app';
import { createSharedPostgresDatabase } from '../src/testing/test-database';
import type { ExportsServerReady, ExportsServerSpec } from './bench-exports-server';

const SIZES = (process.env.BENCH_ORDERS ?? '10000,100000').split(',').map(Number);
const FORMATS = ['csv', 'xlsx'] as const;
/** The cap of the exports held whole, before decision 70. */
const HELD_WHOLE_MAX = 10_000;
/** The shop exported first by each server, so that the measured export finds its code warm. */
const WARM_UP_ORDERS = 200;
/** What a browser sends. */
const ACCEPT_ENCODING = 'gzip, deflate, br, zstd';
const serverScript = fileURLToPath(new URL('bench-exports-server.ts', import.meta.url));
const serverRoot = fileURLToPath(new URL('..', import.meta.url));

type Format = (typeof FORMATS)[number];
type Way = 'streamed' | 'held whole';

/** Orders a seeding statement writes: PGlite slows down past some thousands at once. */
const SEED_BATCH = 5_000;

/** `orders` orders of the shop, a minute apart, with two lines each: straight into the tables. */
async function seedOrders(database: Database, shopId: number, orders: number) {
  for (let first = 1; first <= orders; first += SEED_BATCH) {
    const last = Math.min(orders, first + SEED_BATCH - 1);
    await database.db.execute(sql`
      with seeded as (
        insert into orders (shop_id, number, page_url, customer_name, customer_phone,
          customer_email, comment, total, status, idempotency_key, payload_hash, created_at)
        select ${shopId}, 1000 + n, 'https://shop.example.ru/catalog/page-' || (n % 50),
          'Покупатель ' || n, '+7900' || lpad(n::text, 7, '0'),
          'buyer' || n || '@mail.example.ru',
          case when n % 3 = 0 then 'Позвоните после 18:00, пожалуйста' end, 2300,
          (array['NEW', 'IN_PROGRESS', 'DONE'])[1 + n % 3]::order_status, gen_random_uuid(),
          'hash', now() - make_interval(mins => ${orders} - n)
        from generate_series(${first}::int, ${last}::int) as n
        returning id, shop_id)
      insert into order_items (order_id, shop_id, position, product_title, variant_values, sku,
        price, discount_value, discount_type, module, quantity, total)
      select id, shop_id, line, (array['Кружка фарфоровая', 'Тарелка обеденная'])[line + 1],
        case when line = 0 then 'Синий, 350 мл' end, 'SKU-' || (id % 1000) || '-' || line,
        (array[1000, 500])[line + 1], (array[10, 0])[line + 1], 'PERCENT', 'THINGS', 2 - line,
        (array[1800, 500])[line + 1]
      from seeded cross join generate_series(0, 1) as line`);
  }
}

/** A seeded merchant: their address to sign in with and their shop. */
interface Merchant {
  email: string;
  shopId: number;
}

/** Where the seeded database is, its merchants by their count of orders, and its removal. */
interface Seeded {
  spec: Omit<ExportsServerSpec, 'emails'>;
  merchants: Map<number, Merchant>;
  remove(): Promise<void>;
}

/**
 * A merchant per size and the warm-up's, with their orders, on `database`, its statistics
 * gathered as a running server has them (PGlite at each start, PostgreSQL by autovacuum).
 */
async function seeded(database: Database): Promise<Map<number, Merchant>> {
  await database.migrate();
  const testApp = await buildTestApp({ database });
  try {
    const merchants = new Map<number, Merchant>();
    // The largest first: the lines' key checks keep the plan made at their first statement,
    // which reads every order when the table then held only a few.
    for (const orders of [...SIZES, WARM_UP_ORDERS].sort((a, b) => b - a)) {
      const { email } = await registerAccount(testApp.app);
      const shopId = await ownShopId(database.db, email);
      await seedOrders(database, shopId, orders);
      merchants.set(orders, { email, shopId });
    }
    await database.db.execute(sql`analyze orders, order_items`);
    return merchants;
  } finally {
    await testApp.close();
  }
}

async function seededPglite(): Promise<Seeded> {
  const folder = await mkdtemp(join(tmpdir(), 'vitrina-bench-exports-'));
  const pgliteDir = join(folder, 'pglite');
  const merchants = await seeded(await openPgliteInFolder(pgliteDir));
  return {
    spec: { pgliteDir },
    merchants,
    remove: () => rm(folder, { recursive: true, force: true }),
  };
}

async function seededPostgres(adminUrl: string): Promise<Seeded> {
  const shared = await createSharedPostgresDatabase(adminUrl);
  const merchants = await seeded(shared.connect(createLogger('silent')));
  return { spec: { databaseUrl: shared.url }, merchants, remove: shared.drop };
}

/** The process's resident set now. */
function residentMiB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)![1]) / 1024;
}

/** The export downloaded as it comes, its bytes counted and dropped. */
async function download(url: string, token: string, path: string): Promise<number> {
  const response = await fetch(`${url}${path}`, {
    headers: { ...bearer(token), 'accept-encoding': ACCEPT_ENCODING },
  });
  if (response.status !== 200) throw new Error(`${path}: ${response.status}`);
  const reader = response.body!.getReader();
  let bytes = 0;
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    bytes += read.value.length;
  }
  return bytes;
}

const pathOf = (way: Way, format: Format, shopId: number) =>
  way === 'streamed'
    ? `/api/v1/orders/export.${format}`
    : `/bench/held-whole.${format}?shop=${shopId}`;

/** One download of the `size`d shop's export from a fresh server, after a warm-up. */
async function measure({ spec, merchants }: Seeded, size: number, format: Format, way: Way) {
  const [warm, measured] = [merchants.get(WARM_UP_ORDERS)!, merchants.get(size)!];
  const emails = [warm.email, measured.email];
  const server = spawn(
    process.execPath,
    ['--import', 'tsx', serverScript, JSON.stringify({ ...spec, emails })],
    { cwd: serverRoot, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] },
  );
  try {
    const [{ url, tokens }] = (await once(server, 'message')) as [ExportsServerReady];
    await download(url, tokens[0]!, pathOf(way, format, warm.shopId));
    const before = residentMiB(server.pid!);
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, residentMiB(server.pid!))), 10);
    const started = performance.now();
    try {
      const bytes = await download(url, tokens[1]!, pathOf(way, format, measured.shopId));
      peak = Math.max(peak, residentMiB(server.pid!));
      return { seconds: (performance.now() - started) / 1000, bytes, before, peak };
    } finally {
      clearInterval(sampler);
    }
  } finally {
    server.disconnect();
    if (server.exitCode === null) await once(server, 'exit');
  }
}

async function run(label: string, seed: () => Promise<Seeded>) {
  const started = performance.now();
  const database = await seed();
  const seconds = ((performance.now() - started) / 1000).toFixed(0);
  console.log(`\n${label}: seeded in ${seconds} s`);
  try {
    const rows = [];
    for (const size of SIZES) {
      for (const format of FORMATS) {
        const ways: Way[] = size > HELD_WHOLE_MAX ? ['streamed'] : ['held whole', 'streamed'];
        for (const way of ways) {
          const load = loadavg()[0]!.toFixed(2);
          const { seconds, bytes, before, peak } = await measure(database, size, format, way);
          rows.push({
            orders: size,
            format,
            way,
            seconds: seconds.toFixed(1),
            'file MiB': (bytes / 1048576).toFixed(1),
            'RSS before MiB': before.toFixed(0),
            'peak RSS +MiB': (peak - before).toFixed(0),
            load,
          });
        }
      }
    }
    console.table(rows);
  } finally {
    await database.remove();
  }
}

const postgresUrl = process.env.TEST_DATABASE_URL;
await run('PGlite in a folder', seededPglite);
if (postgresUrl) await run('PostgreSQL', () => seededPostgres(postgresUrl));
