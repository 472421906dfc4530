import { messages } from '@vitrina/contracts/messages';
import { PAYMENT_PROVIDER_TEXTS, paymentMessages } from '@vitrina/contracts/payments';
import type { Shop } from '@vitrina/yookassa-stand-in';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { shopActions, shopPaymentSettings } from '../../db/schema';
import { ownShopId, registerAccount, type Account } from '../../testing/accounts';
import { captureLogs } from '../../testing/capture-logs';
import type { Method } from '../../testing/catalog';
import { useSignedInApp } from '../../testing/signed-in-app';
import { addMember, callInShop } from '../../testing/team';
import { useYookassaServer, yookassaSettingsOf } from '../../testing/yookassa';

const PATH = 'shop/payments/yookassa/';
const texts = PAYMENT_PROVIDER_TEXTS.yookassa;

describe("a shop's ЮKassa connection", () => {
  const yookassa = useYookassaServer();
  const { logger, lines } = captureLogs();
  const session = useSignedInApp(() => ({
    logger,
    config: { payments: { yookassaApiRoot: yookassa.server.url } },
    // Each test's merchant signs up.
    rateLimits: { registerPerIp: { max: 100, windowSeconds: 3600 } },
  }));
  const db = () => session.testApp.database.db;

  /** A merchant of their own shop, and a ЮKassa shop of their own. */
  async function newMerchant() {
    const account = await registerAccount(session.app);
    const shopId = await ownShopId(db(), account.email);
    const shop = yookassa.server.addShop();
    const call = (method: Method, payload?: unknown) =>
      callInShop(session.app, account, shopId, method, PATH, payload);
    return { account, shopId, shop, call };
  }

  async function connected() {
    const merchant = await newMerchant();
    const response = await merchant.call('PUT', yookassaSettingsOf(merchant.shop));
    expect(response.statusCode, response.body).toBe(200);
    return merchant;
  }

  const rowOf = async (shopId: number) =>
    (
      await db().select().from(shopPaymentSettings).where(eq(shopPaymentSettings.shopId, shopId))
    )[0];
  const journalOf = (shopId: number) =>
    db()
      .select({ action: shopActions.action, subject: shopActions.subject })
      .from(shopActions)
      .where(eq(shopActions.shopId, shopId))
      .orderBy(shopActions.id);
  const checksOfKeys = () =>
    yookassa.server.requests.filter((request) => request.route === 'GET /v3/me').length;

  it('is not connected in a new shop', async () => {
    const { call } = await newMerchant();

    expect((await call('GET')).json()).toEqual({ data: null });
    const disconnect = await call('DELETE');
    expect(disconnect.statusCode).toBe(404);
    expect(disconnect.json()).toEqual({ detail: paymentMessages.notConnected });
  });

  it('connects with keys ЮKassa takes, and answers the key only by its last four characters', async () => {
    const { call, shop, shopId } = await newMerchant();

    const put = await call('PUT', yookassaSettingsOf(shop, { vat_code: 11, tax_system_code: 2 }));

    const settings = {
      shop_id: shop.shopId,
      secret_key_last4: shop.secretKey.slice(-4),
      test: true,
      vat_code: 11,
      tax_system_code: 2,
      receipts: true,
    };
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toEqual({ data: settings });
    const basic = Buffer.from(`${shop.shopId}:${shop.secretKey}`).toString('base64');
    expect(yookassa.server.requests.at(-1)?.headers.authorization).toBe(`Basic ${basic}`);
    const read = await call('GET');
    expect(read.json()).toEqual({ data: settings });
    expect(put.body + read.body).not.toContain(shop.secretKey);
    expect(await journalOf(shopId)).toEqual([
      { action: 'payments.connected', subject: `ЮKassa, shopId ${shop.shopId}, тестовый режим` },
    ]);
  });

  it('keeps the key only encrypted: not in its row, the journal or the logs', async () => {
    const { shop, shopId } = await connected();

    const row = await rowOf(shopId);
    expect(row).toMatchObject({ provider: 'yookassa', secretKeyLast4: shop.secretKey.slice(-4) });
    expect(row?.secretKeyEncrypted).toMatch(/^v1\.[A-Za-z0-9_-]+$/);
    const kept = JSON.stringify([row, await journalOf(shopId), lines]);
    expect(kept).not.toContain(shop.secretKey);
    expect(kept).not.toContain(shop.secretKey.slice(5, 25));
  });

  it('refuses keys ЮKassa does not take, and keeps nothing', async () => {
    const { call, shop, shopId } = await newMerchant();

    for (const refused of [
      yookassaSettingsOf(shop, { secret_key: `${shop.secretKey}x` }),
      yookassaSettingsOf(shop, { shop_id: '100' }),
    ]) {
      const response = await call('PUT', refused);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ detail: texts.credentialsRefused });
    }
    expect(await rowOf(shopId)).toBeUndefined();
    expect(await journalOf(shopId)).toEqual([]);
    expect((await call('GET')).json()).toEqual({ data: null });
  });

  it('leaves a connection as it was when a new key is refused', async () => {
    const { call, shop, shopId } = await connected();
    const before = await rowOf(shopId);

    const response = await call('PUT', yookassaSettingsOf(shop, { secret_key: 'test_wrong' }));

    expect(response.statusCode).toBe(422);
    expect(await rowOf(shopId)).toEqual(before);
  });

  it('refuses the keys of a test shop in live mode, and of a live shop in test mode', async () => {
    const { call, shop, shopId } = await newMerchant();
    const live = yookassa.server.addShop({ test: false, secretKey: 'live_a-live-shops-key' });

    const asLive = await call('PUT', yookassaSettingsOf(shop, { test: false }));
    const asTest = await call('PUT', yookassaSettingsOf(live, { test: true }));

    expect(asLive.json()).toEqual({
      detail: texts.testShopKeys,
      errors: [{ field: 'test', message: texts.testShopKeys }],
    });
    expect(asTest.json().detail).toBe(texts.liveShopKeys);
    expect([asLive.statusCode, asTest.statusCode]).toEqual([422, 422]);
    expect(await rowOf(shopId)).toBeUndefined();
  });

  it('says ЮKassa could not check the keys when it fails or cannot be reached', async () => {
    const { call, shop, shopId } = await newMerchant();

    yookassa.server.failNext('GET /v3/me', 'internal_server_error');
    const failed = await call('PUT', yookassaSettingsOf(shop));
    yookassa.server.loseNextAnswer('GET /v3/me');
    const lost = await call('PUT', yookassaSettingsOf(shop));

    expect([failed.statusCode, failed.json()]).toEqual([502, { detail: texts.failed }]);
    expect([lost.statusCode, lost.json()]).toEqual([502, { detail: texts.unreachable }]);
    expect(await rowOf(shopId)).toBeUndefined();
  });

  it('keeps the stored key when a PUT has none, checking nothing while the keys stay', async () => {
    const { call, shop, shopId } = await connected();
    const checks = checksOfKeys();

    const response = await call(
      'PUT',
      yookassaSettingsOf(shop, {
        secret_key: undefined,
        vat_code: 4,
        tax_system_code: 1,
        receipts: false,
      }),
    );

    expect(response.json()).toEqual({
      data: {
        shop_id: shop.shopId,
        secret_key_last4: shop.secretKey.slice(-4),
        test: true,
        vat_code: 4,
        tax_system_code: 1,
        receipts: false,
      },
    });
    expect(checksOfKeys()).toBe(checks);
    expect((await journalOf(shopId)).map((entry) => entry.action)).toEqual([
      'payments.connected',
      'payments.changed',
    ]);
  });

  it('checks the stored key again with a new shopId, and writes nothing for no change', async () => {
    const { call, shop, shopId } = await connected();
    // Another ЮKassa shop that takes the same key: only the stored key can open it.
    const moved: Shop = yookassa.server.addShop({ secretKey: shop.secretKey });
    const keepingKey = yookassaSettingsOf(moved, { secret_key: undefined });

    const response = await call('PUT', keepingKey);
    const again = await call('PUT', keepingKey);

    expect(response.json().data).toMatchObject({
      shop_id: moved.shopId,
      secret_key_last4: shop.secretKey.slice(-4),
    });
    const basic = Buffer.from(`${moved.shopId}:${shop.secretKey}`).toString('base64');
    expect(yookassa.server.requests.at(-1)?.headers.authorization).toBe(`Basic ${basic}`);
    expect(again.json()).toEqual(response.json());
    expect((await journalOf(shopId)).map((entry) => entry.action)).toEqual([
      'payments.connected',
      'payments.changed',
    ]);
  });

  it('asks for the secret key while the shop is not connected', async () => {
    const { call, shop, shopId } = await newMerchant();

    const response = await call('PUT', yookassaSettingsOf(shop, { secret_key: undefined }));

    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      detail: paymentMessages.secretKeyRequired,
      errors: [{ field: 'secret_key', message: paymentMessages.secretKeyRequired }],
    });
    expect(await rowOf(shopId)).toBeUndefined();
  });

  it('disconnects: the key is forgotten, and the journal says so', async () => {
    const { call, shop, shopId } = await connected();

    const response = await call('DELETE');

    expect(response.json()).toEqual({ message: paymentMessages.disconnected });
    expect(await rowOf(shopId)).toBeUndefined();
    expect((await call('GET')).json()).toEqual({ data: null });
    expect(await journalOf(shopId)).toEqual([
      { action: 'payments.connected', subject: `ЮKassa, shopId ${shop.shopId}, тестовый режим` },
      { action: 'payments.disconnected', subject: `ЮKassa, shopId ${shop.shopId}, тестовый режим` },
    ]);
  });

  it("shows another shop's members nothing of the connection and lets them change nothing", async () => {
    const owner = await connected();
    const before = await rowOf(owner.shopId);
    const stranger = await newMerchant();
    const inTheirShop = (account: Account, method: Method, payload?: unknown) =>
      callInShop(session.app, account, owner.shopId, method, PATH, payload);

    expect((await stranger.call('GET')).json()).toEqual({ data: null });
    const disconnect = await stranger.call('DELETE');
    expect([disconnect.statusCode, disconnect.json()]).toEqual([
      404,
      { detail: paymentMessages.notConnected },
    ]);
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const response = await inTheirShop(
        stranger.account,
        method,
        method === 'PUT' ? yookassaSettingsOf(stranger.shop) : undefined,
      );
      expect([response.statusCode, response.json()]).toEqual([
        404,
        { detail: messages.team.shopNotFound },
      ]);
    }
    expect(await rowOf(owner.shopId)).toEqual(before);
  });

  it('lets a member without the shop settings read the connection and change nothing', async () => {
    const owner = await connected();
    const before = await rowOf(owner.shopId);
    const manager = await registerAccount(session.app);
    await addMember(db(), owner.shopId, manager, 'CONTENT_MANAGER');
    const asManager = (method: Method, payload?: unknown) =>
      callInShop(session.app, manager, owner.shopId, method, PATH, payload);

    expect((await asManager('GET')).statusCode).toBe(200);
    for (const response of [
      await asManager('PUT', yookassaSettingsOf(owner.shop, { receipts: false })),
      await asManager('DELETE'),
    ]) {
      expect([response.statusCode, response.json()]).toEqual([
        403,
        { detail: messages.team.forbidden },
      ]);
    }
    expect(await rowOf(owner.shopId)).toEqual(before);
  });

  it.each([
    ['no shopId', { shop_id: undefined }, 'shop_id', paymentMessages.shopIdRequired],
    [
      'a shopId that is not a number',
      { shop_id: '12ab' },
      'shop_id',
      paymentMessages.shopIdInvalid,
    ],
    [
      'a key of no mode',
      { secret_key: 'secret_abc' },
      'secret_key',
      paymentMessages.secretKeyInvalid,
    ],
    [
      'a key with a space',
      { secret_key: 'test_abc def' },
      'secret_key',
      paymentMessages.secretKeyInvalid,
    ],
    [
      'a key too long',
      { secret_key: `test_${'k'.repeat(200)}` },
      'secret_key',
      paymentMessages.secretKeyTooLong,
    ],
    ['no mode', { test: undefined }, 'test', paymentMessages.testRequired],
    ['a VAT code past 12', { vat_code: 13 }, 'vat_code', paymentMessages.vatCodeInvalid],
    ['a VAT code as text', { vat_code: '1' }, 'vat_code', paymentMessages.vatCodeInvalid],
    [
      'a tax system of 0',
      { tax_system_code: 0 },
      'tax_system_code',
      paymentMessages.taxSystemInvalid,
    ],
    ['no receipts switch', { receipts: undefined }, 'receipts', paymentMessages.receiptsRequired],
  ])('refuses %s with its message, asking ЮKassa nothing', async (_, changes, field, message) => {
    const shop = yookassa.server.addShop();
    const checks = checksOfKeys();

    const response = await session.call('PUT', PATH, yookassaSettingsOf(shop, changes));

    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toContainEqual({ field, message });
    expect(checksOfKeys()).toBe(checks);
    expect(await rowOf(await ownShopId(db(), session.merchant.email))).toBeUndefined();
  });
});
