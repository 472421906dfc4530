import { writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../testing/signed-in-app';

const WIDGET_JS = '(()=>{window.Vitrina??={};})();';
const VIEW_JS = 'export function fillProductView(){}';
const VIEW_FILE = 'widget-view.GEXMSGRT.js';

describe('GET /widget.js and its view chunk', () => {
  const testApp = useTestApp();
  const get = (url: string, headers: Record<string, string> = {}) =>
    testApp.app.inject({ method: 'GET', url, headers });

  it('answers 503 while the widget is not built', async () => {
    const response = await get('/widget.js');

    expect(response.statusCode).toBe(503);
    expect(response.body).toBe('Widget is not built: run npm run build');
  });

  it('serves the script so that any site can load it, revalidated by ETag', async () => {
    await writeFile(testApp.config.http.widgetFile, WIDGET_JS);

    const response = await get('/widget.js', { origin: 'https://shop.example' });

    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(WIDGET_JS);
    expect(response.headers).toMatchObject({
      'content-type': 'text/javascript; charset=utf-8',
      'cache-control': 'no-cache',
      'cross-origin-resource-policy': 'cross-origin',
      'access-control-allow-origin': '*',
      'x-content-type-options': 'nosniff',
    });
    const revalidated = await get('/widget.js', { 'if-none-match': String(response.headers.etag) });
    expect(revalidated.statusCode).toBe(304);
  });

  it.each([
    ['view', VIEW_FILE],
    ['cart', 'widget-cart.K3Q7ZP2A.js'],
    ['payment', 'widget-payment.P4Y9M3NT.js'],
  ])(
    'serves the %s chunk beside it as a module any site can import, cached for good',
    async (_chunk, name) => {
      await writeFile(join(dirname(testApp.config.http.widgetFile), name), VIEW_JS);

      const response = await get(`/${name}`, { origin: 'https://shop.example' });

      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(VIEW_JS);
      expect(response.headers).toMatchObject({
        'content-type': 'text/javascript; charset=utf-8',
        'cache-control': 'public, max-age=31536000, immutable',
        'cross-origin-resource-policy': 'cross-origin',
        'access-control-allow-origin': '*',
        'x-content-type-options': 'nosniff',
      });
    },
  );

  it.each([
    ['a chunk of another build', '/widget-view.ABCDEFGH.js'],
    ['a name that climbs out of the folder', '/widget-view.%2e%2e%2fsecret.js'],
    ['a name with a dot', '/widget-view.GEXMSGRT.map.js'],
  ])('answers 404, with no caching, for %s', async (_case, url) => {
    await writeFile(join(dirname(testApp.config.http.widgetFile), VIEW_FILE), VIEW_JS);

    const response = await get(url);

    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: expect.any(String) });
    expect(response.headers['cache-control']).toBeUndefined();
  });
});
