import { writeFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../testing/build-test-app';

const WIDGET_JS = '(()=>{window.Vitrina??={};})();';

describe('GET /widget.js', () => {
  let testApp: TestApp;
  const getWidget = (headers: Record<string, string> = {}) =>
    testApp.app.inject({ method: 'GET', url: '/widget.js', headers });

  beforeAll(async () => {
    testApp = await buildTestApp();
  });

  afterAll(async () => {
    await testApp.close();
  });

  it('answers 503 while the widget is not built', async () => {
    const response = await getWidget();

    expect(response.statusCode).toBe(503);
    expect(response.body).toBe('Widget is not built: run npm run build');
  });

  it('serves the script so that any site can load it, revalidated by ETag', async () => {
    await writeFile(testApp.config.http.widgetFile, WIDGET_JS);

    const response = await getWidget({ origin: 'https://shop.example' });

    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(WIDGET_JS);
    expect(response.headers).toMatchObject({
      'content-type': 'text/javascript; charset=utf-8',
      'cache-control': 'no-cache',
      'cross-origin-resource-policy': 'cross-origin',
      'access-control-allow-origin': '*',
      'x-content-type-options': 'nosniff',
    });
    const revalidated = await getWidget({ 'if-none-match': String(response.headers.etag) });
    expect(revalidated.statusCode).toBe(304);
  });
});
