import { beforeAll, describe, expect, it } from 'vitest';
import { registerAccount, type Account } from '../../testing/accounts';
import { callApi } from '../../testing/catalog';
import { createSite, createWidget } from '../../testing/platform';
import { useSignedInApp } from '../../testing/signed-in-app';

const feedPath = (widgetId: number) => `platform/widget/${widgetId}/feed/`;
const FEED_URL = /^http:\/\/localhost:8080\/api\/v1\/public\/feeds\/[A-Za-z0-9_-]{43}\.yml$/;

describe("a widget's YML feed switch", () => {
  const session = useSignedInApp();
  const { call } = session;
  let widgetId: number;

  beforeAll(async () => {
    const site = await createSite(session.app, session.merchant, ['shop.example.ru']);
    widgetId = (await createWidget(session.app, session.merchant, site.id)).id;
  });

  const feedOf = async () => (await call('GET', feedPath(widgetId))).json().data;
  const switchTo = async (enabled: boolean) => {
    const response = await call('PUT', feedPath(widgetId), { enabled });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data;
  };

  it('is off for a new widget', async () => {
    expect(await feedOf()).toEqual({ enabled: false, url: null });
  });

  it('gives an address when turned on, keeps it when turned on again, drops it when off', async () => {
    const on = await switchTo(true);
    expect(on).toEqual({ enabled: true, url: expect.stringMatching(FEED_URL) });
    expect(await switchTo(true)).toEqual(on);
    expect(await feedOf()).toEqual(on);

    expect(await switchTo(false)).toEqual({ enabled: false, url: null });
    expect(await feedOf()).toEqual({ enabled: false, url: null });

    const again = await switchTo(true);
    expect(again.url).toMatch(FEED_URL);
    expect(again.url).not.toBe(on.url);
  });

  it('refuses a body that is not a switch', async () => {
    const response = await call('PUT', feedPath(widgetId), { enabled: 'да' });
    expect(response.statusCode).toBe(422);
  });

  it('answers 404 for a widget that does not exist', async () => {
    expect((await call('GET', feedPath(2_147_483_000))).statusCode).toBe(404);
    const put = await call('PUT', feedPath(2_147_483_000), { enabled: true });
    expect(put.statusCode).toBe(404);
  });

  describe('another merchant', () => {
    let stranger: Account;

    beforeAll(async () => {
      stranger = await registerAccount(session.app);
    });

    it("neither reads nor changes the merchant's feed", async () => {
      const owners = await switchTo(true);
      const asStranger = (method: 'GET' | 'PUT', payload?: object) =>
        callApi(session.app, stranger, method, feedPath(widgetId), payload);

      const read = await asStranger('GET');
      const off = await asStranger('PUT', { enabled: false });
      const renewed = await asStranger('PUT', { enabled: true });

      for (const response of [read, off, renewed]) {
        expect(response.statusCode).toBe(404);
        expect(response.body).not.toContain('feeds');
      }
      expect(await feedOf()).toEqual(owners);
    });
  });
});
