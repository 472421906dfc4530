// Times a showcase on a merchant's page in Chromium: a site confirmed on a name mapped to
// loopback, one widget of 24 cards (the first page), and the page opened in a fresh browser
// context each time (nothing cached), reporting the time from navigation start to the first
// card on screen, when the script and the showcases call ended, and the bytes each carries.
import { readFile } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { gzipSync } from 'node:zlib';
import { widgetContainer, widgetScriptTag } from '@vitrina/contracts/embedding';
import type { Browser } from 'playwright-core';
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

const RUNS = 10;
const widgetFile = new URL('../../apps/widget/dist/widget.js', import.meta.url).pathname;
const MORE_TEA = Array.from({ length: 21 }, (_, index) => ({
  title: `Сбор №${index + 1}`,
  price: 300 + index * 10,
}));

interface Timings {
  firstCardMs: number;
  scriptEndMs: number;
  scriptRunMs: number;
  showcasesStartMs: number;
  showcasesEndMs: number;
}

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

/** One opening of the page in a fresh context: nothing cached, as for a new buyer. */
async function visit(browser: Browser, url: string, tagDiv: string): Promise<Timings> {
  const context = await browser.newContext({ viewport: viewports.desktop });
  try {
    await context.addInitScript({ content: noteFirstCard(tagDiv) });
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'commit' });
    await page.waitForFunction(
      () => (window as { firstCardAt?: number }).firstCardAt !== undefined,
    );
    // No named functions inside: the bundler's naming helper does not exist in the page.
    return await page.evaluate(() => {
      const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      const script = entries.find((each) => each.name.includes('/widget.js'))!;
      const showcases = entries.find((each) => each.name.includes('/showcases'))!;
      return {
        firstCardMs: (window as { firstCardAt?: number }).firstCardAt!,
        scriptRunMs: (window as { scriptRunAt?: number }).scriptRunAt!,
        scriptEndMs: script.responseEnd,
        showcasesStartMs: showcases.startTime,
        showcasesEndMs: showcases.responseEnd,
      };
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
const report = (label: string, values: number[]) =>
  `${label} median ${median(values).toFixed(0)} ms (min ${Math.min(...values).toFixed(0)}, max ${Math.max(...values).toFixed(0)})`;

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
  sitePage.setPage(
    '/',
    hostHtml({ head: widgetScriptTag(server.url, siteId), body: widgetContainer(widget.tag_div) }),
  );
  const pageUrl = sitePage.urlOf(domain, '/');

  await visit(browser, pageUrl, widget.tag_div); // warm-up: the server's first queries and JIT
  const visits: Timings[] = [];
  for (let run = 0; run < RUNS; run += 1)
    visits.push(await visit(browser, pageUrl, widget.tag_div));
  const of = (key: keyof Timings) => visits.map((each) => each[key]);
  console.log(`Showcase of 24 cards on the merchant's page, PGlite, ${RUNS} cold runs:`);
  console.log(report('  first card on screen', of('firstCardMs')));
  console.log(report('  widget.js loaded at', of('scriptEndMs')));
  console.log(report('  widget.js starts at', of('scriptRunMs')));
  console.log(report('  showcases call starts at', of('showcasesStartMs')));
  console.log(report('  showcases call ends at', of('showcasesEndMs')));

  const script = await readFile(widgetFile);
  console.log(`widget.js: ${script.length} B raw, ${gzipSync(script).length} B gzip`);
  const showcasesUrl = `${server.url}/api/v1/public/sites/${siteId}/showcases`;
  const origin = new URL(pageUrl).origin;
  const sizes = await Promise.all(
    ['identity', 'gzip', 'br'].map(async (encoding) => {
      return `${await answerBytes(showcasesUrl, origin, encoding)} B ${encoding}`;
    }),
  );
  console.log(`showcases answer: ${sizes.join(', ')}`);
} finally {
  await browser.close();
  await sitePage.close();
  await server.stop();
}
