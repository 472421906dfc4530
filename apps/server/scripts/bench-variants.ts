// What variants cost the public showcase answer and the merchant's product rows: a collection of
// 10 000 products with 10 variants each (Цвет × 5, Объём × 2, stock tracked) beside the same
// collection without variants, in one run: the answer's size (identity, gzip, br) and time, the
// rows' first page, a middle page and the «Нет в наличии» filter. On PGlite in a temporary
// folder, then on PostgreSQL in a throwaway database when TEST_DATABASE_URL is set.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import { cursorAfter } from '../src/shared/page-cursor';
import { ownShopId, registerAccount, type Account } from '../src/testing/accounts';
import { buildTestApp, type TestApp } from '../src/testing/build-test-app';
import { callApi } from '../src/testing/catalog';
import { seedCatalog } from '../src/testing/catalog-seed';
import { createSite, createWidget } from '../src/testing/platform';
import { confirmDomain, publicShowcases } from '../src/testing/storefront';
import { percentile, pgliteInFolder } from './bench-support';

const PRODUCTS = 10_000;
const CATEGORIES = 100;
const RUNS = 20;
/** The benchmark asks the public read more often than one visitor may. */
const rateLimits = { showcasesPerIp: { max: 1_000_000, windowSeconds: 60 } };

const ms = (value: number) => `${value.toFixed(1)} ms`.padStart(10);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`.padStart(8);

/**
 * Ten variants for each product of the collection, 5 colours × 2 volumes, with stock: every
 * tenth product's variants are all out, so the filter has something to find. One statement each.
 */
async function seedVariants(db: Db, shopId: number, collectionId: number) {
  await db.execute(sql`
    with colour as (
      insert into characteristics (shop_id, title) values (${shopId}, 'Цвет') returning id
    ), volume as (
      insert into characteristics (shop_id, title) values (${shopId}, 'Объём') returning id
    ), colour_values as (
      insert into characteristic_values (characteristic_id, value, position)
      select colour.id, 'цвет ' || n, n from colour, generate_series(1, 5) n returning id
    ), volume_values as (
      insert into characteristic_values (characteristic_id, value, position)
      select volume.id, (n * 250) || ' мл', n from volume, generate_series(1, 2) n returning id
    ), options as (
      insert into product_variant_options (product_id, characteristic_id, position, value_ids)
      select p.id, c.id, c.position, c.value_ids from products p cross join (
        select colour.id, 0 as position, (select array_agg(id order by id) from colour_values) as value_ids from colour
        union all
        select volume.id, 1, (select array_agg(id order by id) from volume_values) from volume
      ) c where p.collection_id = ${collectionId}
    )
    insert into product_variants (shop_id, product_id, value_ids, sku, price, stock, position)
    select ${shopId}, p.id, array[cv.id, vv.id], 'SKU-' || p.id || '-' || cv.id || '-' || vv.id,
      case when vv.id = (select max(id) from volume_values) then p.price + 100 end,
      case when p.id % 10 = 0 then 0 else 5 end,
      row_number() over (partition by p.id order by cv.id, vv.id)
    from products p cross join colour_values cv cross join volume_values vv
    where p.collection_id = ${collectionId}`);
  await db.execute(sql`
    update products set track_stock = true where collection_id = ${collectionId}`);
  await db.execute(sql`analyze product_variants, product_variant_options, products`);
}

/** A site whose published widget shows the collection; answers what a page asks with. */
async function publishedSite(testApp: TestApp, account: Account, collectionId: number) {
  const domain = `bench-${randomUUID().slice(0, 8)}.example.ru`;
  const site = await createSite(testApp.app, account, [domain]);
  await confirmDomain(testApp.database.db, site.domains[0]!.id);
  const widget = await createWidget(testApp.app, account, site.id);
  const call = (method: 'PUT' | 'POST', path: string, body?: unknown) =>
    callApi(testApp.app, account, method, path, body);
  await call('PUT', `platform/showcase/${widget.showcases[0]}/content/`, { ids: [collectionId] });
  await call('POST', `platform/widget/${widget.id}/publish/`);
  return { siteId: site.id, origin: `https://${domain}` };
}

/** `before` runs ahead of each ask, untimed. */
async function timed(
  ask: () => Promise<{ statusCode: number; rawPayload: Buffer }>,
  before: () => Promise<unknown> = async () => {},
) {
  await ask(); // warm-up: the server's cache and the database's pages
  const times: number[] = [];
  let bytes = 0;
  for (let run = 0; run < RUNS; run += 1) {
    await before();
    const started = performance.now();
    const response = await ask();
    times.push(performance.now() - started);
    if (response.statusCode !== 200) throw new Error(`status ${response.statusCode}`);
    bytes = response.rawPayload.length;
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 0.5), p95: percentile(times, 0.95), bytes };
}

/** One shop's figures: a fresh account, its catalog, its site. */
async function benchShop(testApp: TestApp, withVariants: boolean) {
  const account = await registerAccount(testApp.app);
  const db = testApp.database.db;
  const shopId = await ownShopId(db, account.email);
  const collection = await seedCatalog(db, shopId, { products: PRODUCTS, categories: CATEGORIES });
  if (withVariants) await seedVariants(db, shopId, collection);
  const { siteId, origin } = await publishedSite(testApp, account, collection);
  const showcase = (encoding?: string) =>
    timed(() =>
      publicShowcases(testApp.app, siteId, origin, encoding ? { 'accept-encoding': encoding } : {}),
    );
  const [{ id: middle }] = (
    (await db.execute(
      sql`select (min(id) + max(id))::int / 2 as id from products where collection_id = ${collection}`,
    )) as unknown as { rows: [{ id: number }] }
  ).rows;
  // Uncached each time: any write of the merchant's makes the next visitor's read build anew.
  const uncached = () =>
    timed(
      () => publicShowcases(testApp.app, siteId, origin),
      () => callApi(testApp.app, account, 'PUT', `catalog/product/${middle}/`, {}),
    );
  const rows = (query: string) => () =>
    timed(() => callApi(testApp.app, account, 'GET', `catalog/products/rows/?${query}`));
  return {
    'showcases, identity (cached)': await showcase(),
    'showcases, gzip (cached)': await showcase('gzip'),
    'showcases, br (cached)': await showcase('br'),
    'showcases, built anew': await uncached(),
    'rows, first page': await rows(`collection=${collection}`)(),
    'rows, a middle page': await rows(`collection=${collection}&after=${cursorAfter(middle)}`)(),
    'rows, «Нет в наличии»': await rows(`collection=${collection}&stock=out`)(),
  };
}

async function bench(kind: string, open: () => Promise<TestApp>) {
  const testApp = await open();
  try {
    const plain = await benchShop(testApp, false);
    const varied = await benchShop(testApp, true);
    console.log(`\n${kind}: ${PRODUCTS} products, without variants | with 10 variants each`);
    for (const name of Object.keys(plain) as (keyof typeof plain)[]) {
      const a = plain[name];
      const b = varied[name];
      console.log(
        `  ${name.padEnd(30)} p50 ${ms(a.p50)} ${ms(b.p50)}   p95 ${ms(a.p95)} ${ms(b.p95)}   ${kb(a.bytes)} ${kb(b.bytes)}`,
      );
    }
  } finally {
    await testApp.close();
  }
}

const postgresUrl = process.env.TEST_DATABASE_URL;
delete process.env.TEST_DATABASE_URL;
await bench('PGlite', () => pgliteInFolder('variants', { rateLimits }));
if (postgresUrl) {
  process.env.TEST_DATABASE_URL = postgresUrl;
  await bench('PostgreSQL', () => buildTestApp({ rateLimits }));
}
