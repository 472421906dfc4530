// @vitest-environment node
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { pathToFileURL } from 'node:url';
import { JSDOM } from 'jsdom';
import { showcasesPreloadTag } from '@vitrina/contracts/embedding';
import { afterEach, describe, expect, it } from 'vitest';
// @ts-expect-error -- plain ESM build script without type declarations
import * as build from '../build.mjs';
import { startPublicApi, type PublicApi } from './testing/public-api';
import { aCard, aShowcase } from './testing/showcases';

const {
  buildWidget,
  GZIP_BUDGET_BYTES,
  VIEW_GZIP_BUDGET_BYTES,
  CART_GZIP_BUDGET_BYTES,
  PAYMENT_GZIP_BUDGET_BYTES,
} = build;

function runOnMerchantPage(dom: JSDOM, code: string, scriptSrc: string) {
  const { document } = dom.window;
  const script = document.createElement('script');
  script.src = scriptSrc;
  document.head.append(script);
  Object.defineProperty(document, 'currentScript', { value: script, configurable: true });
  dom.window.eval(code);
}

describe('widget bundle', () => {
  it('builds one IIFE within its gzip budget that starts once per page', async () => {
    const { outfile, gzipBytes } = await buildWidget();
    expect(gzipBytes).toBeLessThanOrEqual(GZIP_BUDGET_BYTES);

    const code = readFileSync(outfile, 'utf8');
    const dom = new JSDOM('<!doctype html>', {
      url: 'https://shop.example/',
      runScripts: 'outside-only',
    });
    runOnMerchantPage(dom, code, 'https://vitrina.example/widget.js?site_id=3');
    const first = dom.window.Vitrina;
    runOnMerchantPage(dom, code, 'https://vitrina.example/widget.js?site_id=4');

    expect(first?.config).toEqual({ siteId: 3, origin: 'https://vitrina.example' });
    expect(dom.window.Vitrina).toBe(first);
  });

  it("carries none of the public API's refusals: the widget shows them as the server words them", async () => {
    const { outfile, cart } = await buildWidget();

    // «Заявка отклонена», «Витрина не найдена…», the Idempotency-Key's, «Товар повторяется…».
    const refusals =
      /\\u0417\\u0430\\u044F\\u0432\\u043A\\u0430 \\u043E\\u0442|\\u0412\\u0438\\u0442\\u0440\\u0438\\u043D\\u0430 \\u043D|Idempotency-Key \\u|\\u0422\\u043E\\u0432\\u0430\\u0440 \\u043F\\u043E\\u0432/;
    expect(readFileSync(outfile, 'utf8')).not.toMatch(refusals);
    expect(readFileSync(cart.outfile, 'utf8')).not.toMatch(refusals);
  });
});

describe('product view chunk', () => {
  it('builds as an ES module within its own budget, named by its content in widget.js', async () => {
    const { outfile, view } = await buildWidget();
    expect(view.gzipBytes).toBeLessThanOrEqual(VIEW_GZIP_BUDGET_BYTES);
    expect(basename(view.outfile)).toMatch(/^widget-view\.[A-Z0-9]+\.js$/);

    const widget = readFileSync(outfile, 'utf8');
    expect(widget).toContain(`/${basename(view.outfile)}`);
    // The view's code is the chunk's alone: widget.js carries none of its labels or CSS, nor
    // the choices of a product's options, which the order dialog takes from the chunk too.
    expect(widget).not.toMatch(/white-space:pre-line|\\u0421\\u043B\\u0435\\u0434|\.chips\{/);
    const chunk = (await import(pathToFileURL(view.outfile).href)) as Record<string, unknown>;
    expect(Object.keys(chunk)).toEqual(['fillProductView', 'variantChoices']);
  });
});

describe('cart chunk', () => {
  it('builds as an ES module within its own budget, named by its content in widget.js', async () => {
    const { outfile, cart } = await buildWidget();
    expect(cart.gzipBytes).toBeLessThanOrEqual(CART_GZIP_BUDGET_BYTES);
    expect(basename(cart.outfile)).toMatch(/^widget-cart\.[A-Z0-9]+\.js$/);

    const widget = readFileSync(outfile, 'utf8');
    expect(widget).toContain(`/${basename(cart.outfile)}`);
    // The drawer, its checkout and the kept cart's reading are the chunk's alone: widget.js
    // carries none of their texts or CSS.
    expect(widget).not.toMatch(/\.fab\{|\.lines\{|\\u0418\\u0442\\u043E\\u0433\\u043E/);
    const chunk = (await import(pathToFileURL(cart.outfile).href)) as Record<string, unknown>;
    expect(Object.keys(chunk)).toEqual(['openCart']);
  });
});

describe('payment chunk', () => {
  it('builds as an ES module within its own budget, named by its content in widget.js', async () => {
    const { outfile, payment } = await buildWidget();
    expect(payment.gzipBytes).toBeLessThanOrEqual(PAYMENT_GZIP_BUDGET_BYTES);
    expect(basename(payment.outfile)).toMatch(/^widget-payment\.[A-Z0-9]+\.js$/);

    const widget = readFileSync(outfile, 'utf8');
    expect(widget).toContain(`/${basename(payment.outfile)}`);
    // The payment's words are the chunk's alone: widget.js carries neither the buyer's
    // («Перейти к оплате», «Оплата прошла») nor the rest of their module («ЮKassa»).
    expect(widget).not.toMatch(
      /\\u041F\\u0435\\u0440\\u0435\\u0439\\u0442\\u0438|\\u041E\\u043F\\u043B\\u0430\\u0442\\u0430 \\u043F|\\u042EKassa/,
    );
    const chunk = (await import(pathToFileURL(payment.outfile).href)) as Record<string, unknown>;
    expect(Object.keys(chunk)).toEqual(['onlinePayment', 'showPaymentReturn']);
  });
});

describe('widget bundle on a merchant page', () => {
  let api: PublicApi | undefined;
  afterEach(() => api?.close());

  it("renders the site's showcases with one request and adds one global", async () => {
    const { outfile } = await buildWidget();
    api = await startPublicApi([aShowcase({ tag_div: 'vitrina-7', cards: [aCard()] })]);
    const dom = new JSDOM('<!doctype html><div id="vitrina-7"></div>', {
      url: 'https://shop.example/',
      runScripts: 'outside-only',
    });
    // jsdom has no fetch of its own: the page gets Node's, which reaches the loopback server.
    Object.assign(dom.window, { fetch });
    const globalsBefore = Object.keys(dom.window);

    runOnMerchantPage(dom, readFileSync(outfile, 'utf8'), `${api.origin}/widget.js?site_id=7`);

    const container = dom.window.document.getElementById('vitrina-7');
    await expect
      .poll(() => container?.shadowRoot?.querySelector('.card h3')?.textContent)
      .toBe('Кеды');
    // The very address the snippet's preload names, or the browser would fetch the showcases twice.
    const preloaded = /href="([^"]+)"/.exec(showcasesPreloadTag(api.origin, 7))![1]!;
    expect(api.showcaseRequests).toEqual([new URL(preloaded).pathname]);
    expect(api.showcaseRequests).toEqual(['/api/v1/public/sites/7/showcases']);
    expect(Object.keys(dom.window).filter((key) => !globalsBefore.includes(key))).toEqual([
      'Vitrina',
    ]);
  });

  it("takes the payment's token out of the page's address at once, before reading anything", async () => {
    const { outfile } = await buildWidget();
    const dom = new JSDOM('<!doctype html>', {
      url: 'https://shop.example/tea?a=1&vitrina_payment=2f1c-77#top',
      runScripts: 'outside-only',
    });

    // A snippet without its site: the script reads nothing, so imports no chunk jsdom cannot.
    runOnMerchantPage(dom, readFileSync(outfile, 'utf8'), 'https://vitrina.example/widget.js');

    expect(dom.window.location.href).toBe('https://shop.example/tea?a=1#top');
  });
});
