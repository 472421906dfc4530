// Times the collection page at scale in Chromium: seeds 100 000 products (or the count given as
// the first argument) in 500 categories into a fresh PGlite, starts the built server on it, and
// opens /catalog/{id} in fresh browser contexts, twice each (cold, then with the code cached),
// reporting the time from navigation start to the first product row on screen and the timing of
// the first page of rows.
import { spawnSync } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { startAppServer } from '../support/app-server';
import { launchBrowser, viewports } from '../support/browser';
import { ACCESS_TOKEN_KEY } from '../support/merchant';

const RUNS = 7;
const PRODUCTS = Number(process.argv[2] ?? 100_000);
const repoRoot = new URL('../../', import.meta.url).pathname;

interface Seeded {
  dataDir: string;
  email: string;
  password: string;
  collectionId: number;
}

function seed(dataDir: string): Seeded {
  const result = spawnSync(
    join(repoRoot, 'node_modules/.bin/tsx'),
    ['apps/server/scripts/seed-catalog.ts', String(PRODUCTS)],
    { cwd: repoRoot, env: { ...process.env, DATA_DIR: dataDir }, encoding: 'utf8' },
  );
  if (result.status !== 0) throw new Error(`seeding failed:\n${result.stderr}`);
  const merchant = /Merchant (\S+) .*password: (.+)/.exec(result.stdout);
  const collection = /Collection (\d+)/.exec(result.stdout);
  if (!merchant || !collection) throw new Error(`unexpected seed output:\n${result.stdout}`);
  return {
    dataDir,
    email: merchant[1]!,
    password: merchant[2]!.trim(),
    collectionId: Number(collection[1]),
  };
}

interface Timings {
  firstRowMs: number;
  callStartMs: number;
  callMs: number;
  waitingMs: number;
}

interface Visit {
  cold: Timings;
  warm: Timings;
}

const FIRST_ROW = '[role="listitem"][aria-labelledby^="product-"]';

/**
 * Runs in the page before its scripts: notes the frame in which the first product row is
 * painted. Reading the clock from the test instead would add the test's polling interval.
 */
function noteFirstRow(selector: string) {
  const observer = new MutationObserver(() => {
    if (!document.querySelector(selector)) return;
    observer.disconnect();
    requestAnimationFrame(() => {
      (window as { firstRowAt?: number }).firstRowAt = performance.now();
    });
  });
  observer.observe(document, { childList: true, subtree: true });
}

/** Opens the collection page and reads its timings once the first product row is on screen. */
async function measure(page: Page, collectionId: number): Promise<Timings> {
  await page.goto(`/catalog/${collectionId}`, { waitUntil: 'commit' });
  await page.waitForFunction(() => (window as { firstRowAt?: number }).firstRowAt !== undefined);
  const timings = await page.evaluate(() => {
    const call = performance
      .getEntriesByType('resource')
      .find((entry) => entry.name.includes('/catalog/products/rows/')) as PerformanceResourceTiming;
    return {
      firstRowMs: performance.now(),
      callStartMs: call.startTime,
      callMs: call.responseEnd - call.startTime,
      waitingMs: call.responseStart - call.requestStart,
    };
  });
  // The page's later reads (the category counts) end before the next opening, as they would
  // before a merchant's next click: the embedded database runs one statement at a time.
  await page.waitForLoadState('networkidle');
  return timings;
}

/**
 * A merchant's first visit in a fresh browser (nothing cached), then a second opening of the
 * same page with the console's code in the HTTP cache.
 */
async function visit(browser: Browser, baseURL: string, seeded: Seeded): Promise<Visit> {
  const context = await browser.newContext({ baseURL, viewport: viewports.desktop });
  try {
    const login = await context.request.post('/api/user/login', {
      form: { username: seeded.email, password: seeded.password },
    });
    const { access_token: token } = (await login.json()) as { access_token: string };
    await context.addInitScript(
      ([key, value]) => localStorage.setItem(key!, value!),
      [ACCESS_TOKEN_KEY, token],
    );
    await context.addInitScript(noteFirstRow, FIRST_ROW);
    const page = await context.newPage();
    const cold = await measure(page, seeded.collectionId);
    const warm = await measure(page, seeded.collectionId);
    return { cold, warm };
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;
const report = (label: string, values: number[], unit: string) =>
  `${label} median ${median(values).toFixed(0)} ${unit} (min ${Math.min(...values).toFixed(0)}, max ${Math.max(...values).toFixed(0)})`;

const seeded = seed(await mkdtemp(join(tmpdir(), 'vitrina-bench-')));
const server = await startAppServer({}, seeded.dataDir);
const browser = await launchBrowser();
try {
  await visit(browser, server.url, seeded); // warm-up: the server's first queries and JIT
  const visits: Visit[] = [];
  for (let run = 0; run < RUNS; run += 1) visits.push(await visit(browser, server.url, seeded));
  const products = PRODUCTS.toLocaleString('ru-RU');
  console.log(`Collection page, ${products} products in 500 categories, PGlite, ${RUNS} runs:`);
  for (const kind of ['cold', 'warm'] as const) {
    const of = (key: keyof Timings) => visits.map((visit) => visit[kind][key]);
    console.log(
      `${kind === 'cold' ? 'First visit, nothing cached' : 'Second visit, code cached'}:`,
    );
    console.log(report('  first row on screen', of('firstRowMs'), 'ms'));
    console.log(report('  first page of rows starts at', of('callStartMs'), 'ms'));
    console.log(report('  first page of rows', of('callMs'), 'ms'));
    console.log(report('  of which server wait', of('waitingMs'), 'ms'));
  }
} finally {
  await browser.close();
  await server.stop();
}
