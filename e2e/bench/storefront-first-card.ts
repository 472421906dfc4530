// Times a showcase on a merchant's page in Chromium: a site confirmed on a name mapped to
// loopback, one widget of 24 cards (the first page), and three pages of the merchant's site
// opened in turns: the same cards written into the page (the floor: no script, no call), the
// page with the script tag alone, and the page with the snippet the console gives. Each is
// opened in a fresh browser context (nothing cached, as for a new buyer), then again in the same
// context (warm: what the browser keeps), reporting the time from navigation start to the first
// card on screen (its ratio to the floor: the median of each turn's), when the script and the
// showcases call started and ended, and the bytes each carries.
import { readFile } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { loadavg } from 'node:os';
import { gzipSync } from 'node:zlib';
import {
  showcasesUrl,
  widgetContainer,
  widgetHeadSnippet,
  widgetScriptTag,
} from '@vitrina/contracts/embedding';
import type { Browser, BrowserContext } from 'playwright-core';
import { startAppServer } from '../support/app-server';
import { launchBrowser, viewports } from '../support/browser';
import { startSitePage } from '../support/site-page';
import {
  BROWSER_RESOLVES_MERCHANT_DOMAINS,
  hostHtml,
  merchantDomain,
  merchantWithSite,
  publishedWidget,
  SERVER_RESOLVES_MERCHANT_DOMAINS,
  seedCollection,
} from '../support/storefront';

const RUNS = 15;
const widgetFile = new URL('../../apps/widget/dist/widget.js', import.meta.url).pathname;
const MORE_TEA = Array.from({ length: 21 }, (_, index) => ({
  title: `Сбор №${index + 1}`,
  price: 300 + index * 10,
}));

interface Timings {
  firstCardMs: number;
  /** The rest are the widget's: undefined on the floor's page. */
  scriptEndMs?: number;
  scriptRunMs?: number;
  showcasesStartMs?: number;
  showcasesEndMs?: number;
  /** Showcases requests the page sent: more than one is a preload the script did not take. */
  showcasesRequests: number;
}

/** One page of the merchant's site that shows the cards. */
interface Variant {
  label: string;
  path: string;
}

type Visit = Record<'cold' | 'warm', Timings>;

/**
 * Runs in the page before its scripts: notes when the widget starts (it sets `window.Vitrina`)
 * and the frame in which the first card is painted. The card is inside the container's shadow
 * root, where a document observer does not look, so each frame checks until it is there. Plain
 * text, so the bundler's helpers never reach the page.
 */
const noteFirstCard = (tagDiv: string) => `
  let vitrina;
  Object.defineProperty(window, 'Vitrina', {
    configurable: true,
    get: () => vitrina,
    set: (value) => { vitrina = value; window.scriptRunAt = performance.now(); },
  });
  const check = () => {
    if (!document.getElementById(${JSON.stringify(tagDiv)})?.shadowRoot?.querySelector('.card')) {
      requestAnimationFrame(check);
      return;
    }
    requestAnimationFrame(() => { window.firstCardAt = performance.now(); });
  };
  requestAnimationFrame(check);`;

/** Opens `url` in a new page of `context` and reads the timings once the first card is drawn. */
async function open(context: BrowserContext, url: string): Promise<Timings> {
  const page = await context.newPage();
  let showcasesRequests = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/showcases')) showcasesRequests += 1;
  });
  try {
    await page.goto(url, { waitUntil: 'commit' });
    await page.waitForFunction(
      () => (window as { firstCardAt?: number }).firstCardAt !== undefined,
    );
    // No named functions inside: the bundler's naming helper does not exist in the page.
    const timings = await page.evaluate(() => {
      const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      const script = entries.find((each) => each.name.includes('/widget.js'));
      const showcases = entries.find((each) => each.name.endsWith('/showcases'));
      return {
        firstCardMs: (window as { firstCardAt?: number }).firstCardAt!,
        scriptRunMs: (window as { scriptRunAt?: number }).scriptRunAt,
        scriptEndMs: script?.responseEnd,
        showcasesStartMs: showcases?.startTime,
        showcasesEndMs: showcases?.responseEnd,
      };
    });
    return { ...timings, showcasesRequests };
  } finally {
    await page.close();
  }
}

/** A buyer's first visit in a fresh browser, then a second opening with what it keeps. */
async function visit(browser: Browser, url: string, tagDiv: string): Promise<Visit> {
  const context = await browser.newContext({ viewport: viewports.desktop });
  try {
    await context.addInitScript({ content: noteFirstCard(tagDiv) });
    const cold = await open(context, url);
    const warm = await open(context, url);
    return { cold, warm };
  } finally {
    await context.close();
  }
}

/**
 * The floor: the page with the showcase as the widget draws it, written into the container as a
 * declarative shadow root, so the browser paints the cards as it parses the page.
 */
async function floorPage(browser: Browser, url: string, tagDiv: string): Promise<string> {
  const context = await browser.newContext({ viewport: viewports.desktop });
  try {
    await context.addInitScript({ content: noteFirstCard(tagDiv) });
    const page = await context.newPage();
    await page.goto(url);
    await page.waitForFunction(
      () => (window as { firstCardAt?: number }).firstCardAt !== undefined,
    );
    const drawn = await page.evaluate(
      (id) => document.getElementById(id)!.shadowRoot!.innerHTML,
      tagDiv,
    );
    return hostHtml({
      body: `<div id="${tagDiv}"><template shadowrootmode="open">${drawn}</template></div>`,
    });
  } finally {
    await context.close();
  }
}

/** The bytes of the answer as sent (compressed as `encoding` asks), read off the socket. */
function answerBytes(url: string, origin: string, encoding: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const call = httpRequest(
      url,
      { headers: { origin, 'accept-encoding': encoding } },
      (answer) => {
        let bytes = 0;
        answer.on('data', (chunk: Buffer) => (bytes += chunk.length));
        answer.on('end', () => resolve(bytes));
      },
    );
    call.on('error', reject);
    call.end();
  });
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;
const spread = (values: number[]) =>
  `median ${median(values).toFixed(0)} ms (min ${Math.min(...values).toFixed(0)}, max ${Math.max(...values).toFixed(0)})`;
const load = () =>
  `load average ${loadavg()
    .map((each) => each.toFixed(2))
    .join(', ')}`;

/**
 * One variant's figures of one kind of visit; beside the floor's first card (`floor`, none for
 * the floor itself) opened in the same turn, so that a burst of load on the machine weighs on
 * both sides of each ratio.
 */
function report(label: string, visits: Timings[], floor?: Timings[]) {
  const of = (key: keyof Timings) =>
    visits.map((each) => each[key]).filter((value) => value !== undefined);
  const ratios = floor && visits.map((each, turn) => each.firstCardMs / floor[turn]!.firstCardMs);
  console.log(`  ${label}:`);
  const beside = ratios ? `, ${median(ratios).toFixed(2)}× the floor` : '';
  console.log(`    first card on screen ${spread(of('firstCardMs'))}${beside}`);
  if (!of('scriptEndMs').length) return;
  console.log(`    widget.js loaded at ${spread(of('scriptEndMs'))}`);
  console.log(`    widget.js starts at ${spread(of('scriptRunMs'))}`);
  console.log(`    showcases call starts at ${spread(of('showcasesStartMs'))}`);
  console.log(`    showcases call ends at ${spread(of('showcasesEndMs'))}`);
  console.log(
    `    showcases requests a visit: ${[...new Set(of('showcasesRequests'))].join(', ')}`,
  );
}

const [server, sitePage, browser] = await Promise.all([
  startAppServer(SERVER_RESOLVES_MERCHANT_DOMAINS),
  startSitePage(),
  launchBrowser([BROWSER_RESOLVES_MERCHANT_DOMAINS]),
]);
try {
  const domain = merchantDomain('bench');
  const setup = await browser.newContext({ baseURL: server.url });
  const { token, api, collectionId, siteId } = await merchantWithSite(setup, sitePage, domain);
  const moreId = await seedCollection(setup.request, token, api, 'Сборы', MORE_TEA);
  const widget = await publishedWidget(api, siteId, 'Витрина чая', [collectionId, moreId]);
  await setup.close();
  const body = widgetContainer(widget.tag_div);
  sitePage.setPage('/script', hostHtml({ head: widgetScriptTag(server.url, siteId), body }));
  sitePage.setPage('/snippet', hostHtml({ head: widgetHeadSnippet(server.url, siteId), body }));
  const urlOf = (path: string) => sitePage.urlOf(domain, path);
  sitePage.setPage('/floor', await floorPage(browser, urlOf('/script'), widget.tag_div));
  const floor: Variant = {
    label: 'the same cards written into the page (the floor)',
    path: '/floor',
  };
  const widgetPages: Variant[] = [
    { label: 'the script tag alone (before)', path: '/script' },
    { label: "the console's snippet: the showcases preloaded beside the script", path: '/snippet' },
  ];
  const variants = [floor, ...widgetPages];

  // Warm-up: the server's first queries and JIT, Chromium's first pages.
  for (const { path } of variants) await visit(browser, urlOf(path), widget.tag_div);
  const before = load();
  const visits = new Map<Variant, Visit[]>(variants.map((variant) => [variant, []]));
  // In turns, so that the machine's load weighs on every variant alike.
  for (let run = 0; run < RUNS; run += 1) {
    for (const variant of variants) {
      visits.get(variant)!.push(await visit(browser, urlOf(variant.path), widget.tag_div));
    }
  }
  console.log(`Showcase of 24 cards on the merchant's page, PGlite, ${RUNS} runs in turns`);
  console.log(`  (${before} before, ${load()} after)`);
  for (const kind of ['cold', 'warm'] as const) {
    console.log(kind === 'cold' ? 'First visit, nothing cached:' : 'Second visit, warm:');
    const timings = (variant: Variant) => visits.get(variant)!.map((each) => each[kind]);
    report(floor.label, timings(floor));
    for (const variant of widgetPages) report(variant.label, timings(variant), timings(floor));
  }

  const script = await readFile(widgetFile);
  console.log(`widget.js: ${script.length} B raw, ${gzipSync(script).length} B gzip`);
  const origin = new URL(urlOf('/')).origin;
  const sizes = await Promise.all(
    ['identity', 'gzip', 'br'].map(async (encoding) => {
      return `${await answerBytes(showcasesUrl(server.url, siteId), origin, encoding)} B ${encoding}`;
    }),
  );
  console.log(`showcases answer: ${sizes.join(', ')}`);
} finally {
  await browser.close();
  await sitePage.close();
  await server.stop();
}
