// Times the funnel read calls over a year of per-day counters of 50 widgets × 30 products
// (18 250 widget rows, 547 500 product rows) and 20 000 orders: on a temporary PGlite, and also
// on PostgreSQL when TEST_DATABASE_URL is set.
import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import { ownShopId, registerAccount } from '../src/testing/accounts';
import { buildTestApp } from '../src/testing/build-test-app';
import { callApi, createCollection, createProduct } from '../src/testing/catalog';
import { createSite, createWidget } from '../src/testing/platform';

const WIDGETS = 50;
const PRODUCTS = 30;
const ORDERS = 20_000;
const YEAR = { from: '2025-01-01', to: '2025-12-31' };
const RUNS = 10;

const median = (times: number[]) => times.sort((a, b) => a - b)[Math.floor(times.length / 2)]!;
const ms = (value: number) => `${value.toFixed(1)} ms`;

/** Ids as one parameter: drizzle would spread an array into a list. */
const intArray = (ids: number[]) => sql`${`{${ids.join(',')}}`}::int[]`;

/** A year of counters for every widget and product, and orders spread over it: four statements. */
async function seedYear(db: Db, shopId: number, widgetIds: number[], productIds: number[]) {
  const days = sql`generate_series(${YEAR.from}::date, ${YEAR.to}::date, '1 day') as day`;
  await db.execute(sql`
    insert into widget_daily_stats (shop_id, widget_id, day, views, clicks, form_opens)
    select ${shopId}, widget_id, day, 200, 40, 10
    from unnest(${intArray(widgetIds)}) as widget_id, ${days}`);
  await db.execute(sql`
    insert into product_daily_stats (shop_id, widget_id, product_id, day, clicks, form_opens)
    select ${shopId}, widget_id, product_id, day, 2, 1
    from unnest(${intArray(widgetIds)}) as widget_id, unnest(${intArray(productIds)}) as product_id,
      ${days}`);
  await db.execute(sql`
    insert into orders (shop_id, number, widget_id, product_id, page_url, customer_name,
      customer_phone, quantity, product_title, price, discount_value, discount_type, module,
      idempotency_key, payload_hash, created_at, status)
    select ${shopId}, 1000 + n, (${intArray(widgetIds)})[1 + n % ${WIDGETS}],
      (${intArray(productIds)})[1 + n % ${PRODUCTS}], 'https://shop.example.ru/', 'Анна',
      '+79001234567', 1 + n % 3, 'Товар ' || (n % ${PRODUCTS}), 1000 + (n % ${PRODUCTS}) * 100,
      n % 20, 'PERCENT', 'THINGS', gen_random_uuid(), '', 
      ${YEAR.from}::timestamptz + (n * interval '26 minutes'),
      (case when n % 10 = 0 then 'CANCELLED' else 'NEW' end)::order_status
    from generate_series(1, ${ORDERS}) as n`);
}

async function bench(name: string) {
  const testApp = await buildTestApp();
  const { app, database } = testApp;
  try {
    const account = await registerAccount(app);
    const shopId = await ownShopId(database.db, account.email);
    const site = await createSite(app, account);
    const widgetIds = [];
    for (let i = 0; i < WIDGETS; i++)
      widgetIds.push((await createWidget(app, account, site.id)).id);
    const collectionId = (await createCollection(app, account)).id;
    const productIds = [];
    for (let i = 0; i < PRODUCTS; i++) {
      productIds.push((await createProduct(app, account, collectionId)).id);
    }
    const seedStarted = performance.now();
    await seedYear(database.db, shopId, widgetIds, productIds);
    const seeded = performance.now() - seedStarted;
    const query = `from=${YEAR.from}&to=${YEAR.to}`;
    const calls = {
      funnel: `analytics/funnel?${query}`,
      'funnel of one widget': `analytics/funnel?${query}&widget=${widgetIds[0]}`,
      series: `analytics/series?${query}`,
      'top products': `analytics/top-products?${query}&limit=10`,
    };
    const medians = [];
    for (const [call, path] of Object.entries(calls)) {
      await callApi(app, account, 'GET', path); // warm-up
      const times: number[] = [];
      for (let run = 0; run < RUNS; run += 1) {
        const started = performance.now();
        const response = await callApi(app, account, 'GET', path);
        times.push(performance.now() - started);
        if (response.statusCode !== 200) throw new Error(`${path}: ${response.body}`);
      }
      medians.push(`${call} ${ms(median(times))}`);
    }
    console.log(`${name}: seeded in ${ms(seeded)}; medians of ${RUNS}: ${medians.join(', ')}`);
  } finally {
    await testApp.close();
  }
}

const postgresUrl = process.env.TEST_DATABASE_URL;
delete process.env.TEST_DATABASE_URL;
await bench('PGlite');
if (postgresUrl) {
  process.env.TEST_DATABASE_URL = postgresUrl;
  await bench('PostgreSQL');
}
