// Times the product rows and counts calls beside the collection call (its first page of 1 000
// whole products, decision 36), on 10 000 and 100 000 products in 500 categories: on PGlite in a
// temporary folder, and on PostgreSQL in a throwaway database when TEST_DATABASE_URL is set. At
// 100 000 it also prints the indexes each rows lookup's plan reads.
import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/client';
import { cursorAfter } from '../src/shared/page-cursor';
import {
  productRowsStatement,
  type RowsScope,
} from '../src/features/product-rows/product-rows.repository';
import { ownShopId, registerAccount, type Account } from '../src/testing/accounts';
import { buildTestApp, type TestApp } from '../src/testing/build-test-app';
import { callApi } from '../src/testing/catalog';
import { seedCatalog } from '../src/testing/catalog-seed';
import { percentile, pgliteInFolder } from './bench-support';

const SIZES = [10_000, 100_000];
const CATEGORIES = 500;
const RUNS = 30;

const ms = (value: number) => `${value.toFixed(1)} ms`;

async function timed(testApp: TestApp, account: Account, path: string, runs: number) {
  await callApi(testApp.app, account, 'GET', path); // warm-up
  const times: number[] = [];
  let bytes = 0;
  for (let run = 0; run < runs; run += 1) {
    const started = performance.now();
    const response = await callApi(testApp.app, account, 'GET', path);
    times.push(performance.now() - started);
    if (response.statusCode !== 200) throw new Error(`${path}: ${response.statusCode}`);
    bytes = response.rawPayload.length;
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 0.5), p95: percentile(times, 0.95), bytes };
}

/** The indexes a plan of the rows statement reads. */
async function indexesRead(database: Database, shopId: number, scope: RowsScope, after = 0) {
  const statement = productRowsStatement(shopId, scope, { after, limit: 51, urlBase: '/' });
  const result = (await database.db.execute(sql`explain ${statement}`)) as unknown as {
    rows: { 'QUERY PLAN': string }[];
  };
  const plan = result.rows.map((row) => row['QUERY PLAN']).join('\n');
  return [...new Set(plan.match(/\w+_(?:index|pkey|pk)\b/g))].join(', ');
}

async function benchSize(kind: string, open: () => Promise<TestApp>, products: number) {
  const testApp = await open();
  try {
    const account = await registerAccount(testApp.app);
    const shopId = await ownShopId(testApp.database.db, account.email);
    const seedStarted = performance.now();
    const collection = await seedCatalog(testApp.database.db, shopId, {
      products,
      categories: CATEGORIES,
    });
    const seeded = (performance.now() - seedStarted) / 1000;
    const [{ id: rootCategory }] = (
      (await testApp.database.db.execute(
        sql`select min(id)::int as id from categories where collection_id = ${collection}`,
      )) as unknown as { rows: [{ id: number }] }
    ).rows;
    const [{ id: middle }] = (
      (await testApp.database.db.execute(
        sql`select (min(id) + max(id))::int / 2 as id from products where collection_id = ${collection}`,
      )) as unknown as { rows: [{ id: number }] }
    ).rows;
    const rows = (query: string) => `catalog/products/rows/?${query}`;
    const calls: [string, string, number][] = [
      [
        'collection call, 1 000 a page',
        `catalog/collection/${collection}/?tree=PRODUCT&tree=CATEGORY`,
        RUNS,
      ],
      ['rows, first page', rows(`collection=${collection}`), RUNS],
      ['rows, a middle page', rows(`collection=${collection}&after=${cursorAfter(middle)}`), RUNS],
      ['rows, a root category', rows(`category=${rootCategory}`), RUNS],
      ['rows, search «товар 4242»', rows(`collection=${collection}&search=товар 4242`), RUNS],
      ['rows, search SKU «SKU-00424»', rows(`collection=${collection}&search=SKU-00424`), RUNS],
      ['counts', `catalog/collection/${collection}/counts/`, RUNS],
    ];
    console.log(
      `\n${kind}, ${products} products (seeded with statistics in ${seeded.toFixed(1)} s)`,
    );
    for (const [name, path, runs] of calls) {
      const { p50, p95, bytes } = await timed(testApp, account, encodeURI(path), runs);
      console.log(
        `  ${name.padEnd(30)} p50 ${ms(p50).padStart(10)}  p95 ${ms(p95).padStart(10)}  ${(bytes / 1024).toFixed(0)} KB`,
      );
    }
    if (products === Math.max(...SIZES)) {
      const scopes: [string, RowsScope, number?][] = [
        ['collection', { collectionIds: [collection], categoryIds: [], search: undefined }],
        [
          'middle page',
          { collectionIds: [collection], categoryIds: [], search: undefined },
          middle,
        ],
        ['category', { collectionIds: [], categoryIds: [rootCategory], search: undefined }],
        ['search', { collectionIds: [collection], categoryIds: [], search: 'товар 4242' }],
      ];
      for (const [name, scope, after] of scopes) {
        console.log(
          `  plan of ${name}: ${await indexesRead(testApp.database, shopId, scope, after)}`,
        );
      }
    }
  } finally {
    await testApp.close();
  }
}

const postgresUrl = process.env.TEST_DATABASE_URL;
delete process.env.TEST_DATABASE_URL;
for (const products of SIZES) await benchSize('PGlite', () => pgliteInFolder('rows'), products);
if (postgresUrl) {
  process.env.TEST_DATABASE_URL = postgresUrl;
  for (const products of SIZES) await benchSize('PostgreSQL', () => buildTestApp(), products);
}
