// Times the collection call (its first page of 1 000 products, decision 36) on a catalog of
// 10 000 products in 500 categories, without and with characteristics (3 of 10 values, 2 main
// ones, on every product): on a temporary PGlite, and also on PostgreSQL when TEST_DATABASE_URL
// is set.
import { gzipSync } from 'node:zlib';
import { ownShopId, registerAccount } from '../src/testing/accounts';
import { buildTestApp } from '../src/testing/build-test-app';
import { callApi } from '../src/testing/catalog';
import { seedCatalog, type CatalogSize } from '../src/testing/catalog-seed';

const PLAIN: CatalogSize = { products: 10_000, categories: 500 };
const CHARACTERISED: CatalogSize = {
  ...PLAIN,
  characteristics: { count: 3, values: 10, mains: 2 },
};
const RUNS = 10;

const percentile = (sorted: number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)]!;
const ms = (value: number) => `${value.toFixed(0)} ms`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;

async function bench(name: string, size: CatalogSize) {
  const testApp = await buildTestApp();
  try {
    const account = await registerAccount(testApp.app);
    const shopId = await ownShopId(testApp.database.db, account.email);
    const seedStarted = performance.now();
    const collectionId = await seedCatalog(testApp.database.db, shopId, size);
    const seeded = performance.now() - seedStarted;
    const path = `catalog/collection/${collectionId}/?tree=PRODUCT&tree=CATEGORY`;
    await callApi(testApp.app, account, 'GET', path); // warm-up
    const times: number[] = [];
    let body = '';
    for (let run = 0; run < RUNS; run += 1) {
      const started = performance.now();
      const response = await callApi(testApp.app, account, 'GET', path);
      times.push(performance.now() - started);
      body = response.body;
    }
    times.sort((a, b) => a - b);
    console.log(
      `${name}: seeded in ${ms(seeded)}; GET collection over ${RUNS} runs: median ${ms(
        percentile(times, 0.5),
      )}, p95 ${ms(percentile(times, 0.95))}; body ${kb(Buffer.byteLength(body))} raw, ${kb(
        gzipSync(body).length,
      )} gzip`,
    );
  } finally {
    await testApp.close();
  }
}

const postgresUrl = process.env.TEST_DATABASE_URL;
delete process.env.TEST_DATABASE_URL;
const catalogs = { plain: PLAIN, 'with characteristics': CHARACTERISED };
for (const [kind, size] of Object.entries(catalogs)) await bench(`PGlite, ${kind}`, size);
if (postgresUrl) {
  process.env.TEST_DATABASE_URL = postgresUrl;
  for (const [kind, size] of Object.entries(catalogs)) await bench(`PostgreSQL, ${kind}`, size);
}
