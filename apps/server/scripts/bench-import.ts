// What a catalog import costs, format by format, in one run: 10 000 products (categories, two
// characteristics, a price and stock, no photos) applied from CSV (Windows-1251, as Excel saves
// it), XLSX, YML and a CommerceML exchange; then a 100 000-row CSV read as a dry run. Rows per
// second and the process's peak RSS growth for each. On PGlite in a temporary folder, then on
// PostgreSQL in a throwaway database when TEST_DATABASE_URL is set.
import { strToU8, zipSync } from 'fflate';
import iconv from 'iconv-lite';
import { registerAccount, type Account } from '../src/testing/accounts';
import { buildTestApp, type TestApp } from '../src/testing/build-test-app';
import { workbookOf, ymlOf, type FeedOffer } from '../src/testing/catalog-files';
import type { ImportJob } from '@vitrina/contracts/catalog-import/jobs';
import { setTimeout as sleep } from 'node:timers/promises';
import { callApi, createCollection } from '../src/testing/catalog';
import { postImport } from '../src/testing/catalog-imports';
import { testDatabaseUrl } from '../src/testing/test-database';
import { pgliteInFolder } from './bench-support';

const ROWS = Number(process.env.BENCH_ROWS ?? 10_000);
const BIG_ROWS = 100_000;

const product = (index: number) => ({
  title: `Товар ${index}`,
  sku: `SKU-${index}`,
  price: 100 + (index % 900),
  stock: index % 50,
  category: `Раздел ${index % 20} > Подраздел ${index % 100}`,
  colour: ['красный', 'синий', 'зелёный'][index % 3]!,
  material: ['фарфор', 'стекло'][index % 2]!,
});

const HEADER = [
  'Название',
  'Артикул',
  'Цена',
  'Остаток',
  'Категория',
  'Характеристика: Цвет',
  'Характеристика: Материал',
];
const rowOf = (index: number) => {
  const each = product(index);
  return [
    each.title,
    each.sku,
    String(each.price),
    String(each.stock),
    each.category,
    each.colour,
    each.material,
  ];
};

function csvOf(rows: number) {
  const lines = [HEADER, ...Array.from({ length: rows }, (_, index) => rowOf(index))];
  return iconv.encode(lines.map((cells) => cells.join(';')).join('\r\n'), 'windows-1251');
}

function feedOf(rows: number) {
  const offers: FeedOffer[] = Array.from({ length: rows }, (_, index) => {
    const each = product(index);
    return {
      id: `o${index}`,
      name: each.title,
      price: each.price,
      vendorCode: each.sku,
      categoryId: String(1 + (index % 20)),
      params: { Цвет: each.colour, Материал: each.material },
    };
  });
  const categories = Array.from({ length: 20 }, (_, index): [string, string] => [
    String(index + 1),
    `Раздел ${index}`,
  ]);
  return ymlOf(categories, offers);
}

function exchangeOf(rows: number) {
  const wrap = (body: string) =>
    `<?xml version="1.0" encoding="UTF-8"?><КоммерческаяИнформация xmlns="urn:1C.ru:commerceml_2" ВерсияСхемы="2.05">${body}</КоммерческаяИнформация>`;
  const goods = Array.from({ length: rows }, (_, index) => {
    const each = product(index);
    return `<Товар><Ид>g${index}</Ид><Артикул>${each.sku}</Артикул><Наименование>${each.title}</Наименование></Товар>`;
  }).join('');
  const offers = Array.from({ length: rows }, (_, index) => {
    const each = product(index);
    return `<Предложение><Ид>g${index}</Ид><Наименование>${each.title}</Наименование><Цены><Цена><ЦенаЗаЕдиницу>${each.price}</ЦенаЗаЕдиницу></Цена></Цены><Количество>${each.stock}</Количество></Предложение>`;
  }).join('');
  return Buffer.from(
    zipSync({
      'import.xml': strToU8(wrap(`<Каталог><Товары>${goods}</Товары></Каталог>`)),
      'offers.xml': strToU8(
        wrap(`<ПакетПредложений><Предложения>${offers}</Предложения></ПакетПредложений>`),
      ),
    }),
  );
}

/** The job once over, asked every 100 ms (the bench's own clock: no test runner here). */
async function finished(testApp: TestApp, merchant: Account, id: number): Promise<ImportJob> {
  for (;;) {
    const job: ImportJob = (
      await callApi(testApp.app, merchant, 'GET', `catalog/import/${id}/`)
    ).json().data;
    if (!['queued', 'running'].includes(job.status)) return job;
    await sleep(100);
  }
}

/** The process's peak RSS above where it stood when `work` began, sampled every 20 ms. */
async function withPeakRss<T>(work: () => Promise<T>): Promise<{ result: T; rssMb: number }> {
  const start = process.memoryUsage().rss;
  let peak = start;
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
  try {
    const result = await work();
    return { result, rssMb: (peak - start) / 1024 / 1024 };
  } finally {
    clearInterval(timer);
  }
}

async function timeImport(
  testApp: TestApp,
  merchant: Account,
  name: string,
  bytes: Buffer | string,
  mode: 'apply' | 'dry_run',
) {
  const { id: collectionId } = await createCollection(testApp.app, merchant, `Импорт ${name}`);
  const started = performance.now();
  const { result: job, rssMb } = await withPeakRss(async () => {
    const response = await postImport(testApp.app, merchant, collectionId, [{ name, bytes }], {
      mode,
    });
    if (response.statusCode !== 202) throw new Error(`${name}: ${response.body}`);
    return finished(testApp, merchant, response.json().data.id);
  });
  const seconds = (performance.now() - started) / 1000;
  if (job.status !== 'done') throw new Error(`${name}: ${job.status} ${job.failure}`);
  const rows = job.progress.done;
  return {
    name,
    mode,
    rows,
    seconds,
    perSecond: rows / seconds,
    rssMb,
    created: job.summary.created,
  };
}

async function run(label: string, testApp: TestApp) {
  await testApp.app.ready();
  const merchant = await registerAccount(testApp.app);
  const files: [string, Buffer | string][] = [
    ['catalog.csv', csvOf(ROWS)],
    [
      'catalog.xlsx',
      await workbookOf({
        Товары: [HEADER, ...Array.from({ length: ROWS }, (_, index) => rowOf(index))],
      }),
    ],
    ['feed.yml', feedOf(ROWS)],
    ['exchange.zip', exchangeOf(ROWS)],
  ];
  const results = [];
  for (const [name, bytes] of files)
    results.push(await timeImport(testApp, merchant, name, bytes, 'apply'));
  results.push(await timeImport(testApp, merchant, 'big.csv', csvOf(BIG_ROWS), 'dry_run'));
  console.log(`\n${label}`);
  console.table(
    results.map((each) => ({
      file: each.name,
      mode: each.mode,
      rows: each.rows,
      created: each.created,
      seconds: each.seconds.toFixed(1),
      'rows/s': Math.round(each.perSecond),
      'peak RSS +MiB': each.rssMb.toFixed(0),
    })),
  );
  await testApp.close();
}

await run(`PGlite in a folder, ${ROWS} rows`, await pgliteInFolder('import'));
// Without a database of its own, a test app is given a fresh one on TEST_DATABASE_URL's server.
if (testDatabaseUrl) await run(`PostgreSQL, ${ROWS} rows`, await buildTestApp());
