// @vitest-environment node
import { readFileSync } from 'node:fs';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
// @ts-expect-error -- plain ESM build script without type declarations
import { buildWidget, GZIP_BUDGET_BYTES } from '../build.mjs';

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

    expect(first?.config).toEqual({ siteId: '3', origin: 'https://vitrina.example' });
    expect(dom.window.Vitrina).toBe(first);
  });
});
