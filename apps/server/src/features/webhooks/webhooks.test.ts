import { messages } from '@vitrina/contracts/messages';
import {
  WEBHOOK_LIMITS,
  webhookMessages as texts,
  type WebhookEndpointCreated,
} from '@vitrina/contracts/webhooks';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { webhookEndpoints } from '../../db/schema';
import { publicInternetPolicy } from '../../infra/page-fetcher/address-policy';
import { createPageFetcher } from '../../infra/page-fetcher/create-page-fetcher';
import { createSecretsCipher } from '../../infra/secrets/secrets-cipher';
import { ownShopId, registerAccount } from '../../testing/accounts';
import { tableResolver } from '../../testing/page-fetch-server';
import { useSignedInApp } from '../../testing/signed-in-app';
import { addMember, callInShop } from '../../testing/team';
import { secretContext } from './webhook-signature';

const PATH = 'platform/service/webhooks/';
const endpointPath = (id: number) => `platform/service/webhook/${id}/`;

/** Names as the world has them: the merchant's CRM on a public address, a name that leads inside. */
const world = tableResolver({
  'crm.example.ru': ['93.184.215.14'],
  'hooks.example.ru': ['93.184.215.15'],
  'inside.example.ru': ['10.0.0.5'],
  'loopback.example.ru': ['127.0.0.1'],
});

describe('webhook addresses: POST, GET, PATCH and DELETE platform/service/webhooks', () => {
  const session = useSignedInApp({
    pageFetcher: createPageFetcher({ policy: publicInternetPolicy, resolve: world }),
  });
  const db = () => session.testApp.database.db;

  const add = (url: string, events: unknown = ['order.created']) =>
    session.call('POST', PATH, { url, events });
  const added = async (url: string, events?: unknown) => {
    const response = await add(url, events);
    expect(response.statusCode).toBe(201);
    return response.json().data as WebhookEndpointCreated;
  };
  const fieldErrors = async (response: Awaited<ReturnType<typeof add>>) => {
    expect(response.statusCode).toBe(422);
    return response.json().errors;
  };

  it('adds an https address with its events and shows its secret once', async () => {
    const endpoint = await added('https://crm.example.ru/hooks/vitrina', [
      'payment.succeeded',
      'order.created',
      'order.created',
    ]);

    expect(endpoint).toMatchObject({
      url: 'https://crm.example.ru/hooks/vitrina',
      events: ['order.created', 'payment.succeeded'],
      enabled: true,
      last_delivery: null,
    });
    expect(endpoint.secret).toMatch(/^whsec_[\w-]{43}$/);
    expect(endpoint.secret_last4).toBe(endpoint.secret.slice(-4));
    const { secret: _shownOnce, ...shown } = endpoint;
    const listed = (await session.call('GET', PATH)).json().data;
    expect(listed).toEqual([shown]);
    expect(JSON.stringify(listed)).not.toContain(endpoint.secret);
  });

  it('keeps the secret encrypted, bound to the shop', async () => {
    const endpoint = await added('https://crm.example.ru/encrypted');
    const [row] = await db()
      .select()
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.id, endpoint.id));
    const shopId = await ownShopId(db(), session.merchant.email);

    expect(row!.secretEncrypted).toMatch(/^v1\./);
    expect(row!.secretEncrypted).not.toContain(endpoint.secret.slice(6));
    const cipher = createSecretsCipher(session.testApp.config.payments.secret);
    expect(cipher.decrypt(row!.secretEncrypted, secretContext(shopId))).toBe(endpoint.secret);
    expect(() => cipher.decrypt(row!.secretEncrypted, secretContext(shopId + 1))).toThrow();
  });

  it.each([
    ['', texts.urlRequired],
    ['не адрес', texts.urlInvalid],
    ['ftp://crm.example.ru/hook', texts.urlInvalid],
    ['https://user:password@crm.example.ru/hook', texts.urlWithCredentials],
    [`https://crm.example.ru/${'a'.repeat(WEBHOOK_LIMITS.urlMaxLength)}`, texts.urlTooLong],
  ])('refuses the address «%s» with its message', async (url, message) => {
    expect(await fieldErrors(await add(url))).toEqual([{ field: 'url', message }]);
  });

  it.each([[[]], [['order.deleted']], ['order.created'], [null]])(
    'asks for at least one known event when given %j',
    async (events) => {
      const errors = await fieldErrors(await add('https://crm.example.ru/events', events));
      expect(errors.map((error: { message: string }) => error.message)).toContain(
        texts.eventsRequired,
      );
    },
  );

  it.each([
    ['http://crm.example.ru/hook', texts.urlNotHttps],
    ['https://inside.example.ru/hook', texts.urlPrivate],
    ['https://loopback.example.ru/hook', texts.urlPrivate],
    ['https://127.0.0.1/hook', texts.urlPrivate],
    ['https://[::ffff:7f00:1]/hook', texts.urlPrivate],
    ['https://2130706433/hook', texts.urlPrivate],
    ['https://crm.example.ru:8443/hook', texts.urlPort],
    ['https://nowhere.example.ru/hook', texts.urlUnresolved],
  ])(
    'refuses %s, where the guarded fetcher would not go, and keeps nothing',
    async (url, message) => {
      const before = (await session.call('GET', PATH)).json().data.length;

      const response = await add(url);

      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ detail: message, errors: [{ field: 'url', message }] });
      expect((await session.call('GET', PATH)).json().data).toHaveLength(before);
    },
  );

  it('refuses the same address twice', async () => {
    await added('https://crm.example.ru/twice');

    expect(await fieldErrors(await add('https://crm.example.ru/twice'))).toEqual([
      { field: 'url', message: texts.urlTaken },
    ]);
  });

  it('switches an address off and on, changes its events, and asks for a change', async () => {
    const endpoint = await added('https://hooks.example.ru/switch');

    const off = await session.call('PATCH', endpointPath(endpoint.id), { enabled: false });
    expect(off.json().data).toMatchObject({ enabled: false, events: ['order.created'] });
    const changed = await session.call('PATCH', endpointPath(endpoint.id), {
      enabled: true,
      events: ['order.status_changed'],
    });
    expect(changed.json().data).toMatchObject({ enabled: true, events: ['order.status_changed'] });

    const empty = await session.call('PATCH', endpointPath(endpoint.id), {});
    expect(empty.statusCode).toBe(422);
    expect(empty.json().detail).toBe(texts.updateEmpty);
  });

  it('deletes an address, and writes what was done into the journal', async () => {
    const endpoint = await added('https://hooks.example.ru/deleted');
    await session.call('PATCH', endpointPath(endpoint.id), { enabled: false });

    const deleted = await session.call('DELETE', endpointPath(endpoint.id));

    expect(deleted.json()).toEqual({ message: texts.deleted });
    const again = await session.call('DELETE', endpointPath(endpoint.id));
    expect(again.statusCode).toBe(404);
    const journal = (await session.call('GET', 'shop/actions/')).json().data;
    const about = journal.filter(
      (entry: { subject: string }) => entry.subject === 'https://hooks.example.ru/deleted',
    );
    expect(about.map((entry: { action: string }) => entry.action)).toEqual([
      'webhook.deleted',
      'webhook.changed',
      'webhook.added',
    ]);
  });

  it(`keeps at most ${WEBHOOK_LIMITS.endpointsPerShop} addresses`, async () => {
    const other = await registerAccount(session.app);
    const shopId = await ownShopId(db(), other.email);
    const addAs = (index: number) =>
      callInShop(session.app, other, shopId, 'POST', PATH, {
        url: `https://crm.example.ru/many/${index}`,
        events: ['order.created'],
      });
    for (let index = 0; index < WEBHOOK_LIMITS.endpointsPerShop; index += 1) {
      expect((await addAs(index)).statusCode).toBe(201);
    }

    const over = await addAs(WEBHOOK_LIMITS.endpointsPerShop);

    expect(over.statusCode).toBe(422);
    expect(over.json().detail).toBe(texts.tooManyEndpoints);
  });

  describe('roles', () => {
    let shopId: number;
    beforeAll(async () => {
      shopId = await ownShopId(db(), session.merchant.email);
    });

    it('shows the addresses to an order manager and lets only the services’ writers change them', async () => {
      const manager = await registerAccount(session.app);
      await addMember(db(), shopId, manager, 'ORDER_MANAGER');
      const [first] = (await session.call('GET', PATH)).json().data;
      const asManager = (method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown) =>
        callInShop(session.app, manager, shopId, method, path, body);

      expect((await asManager('GET', PATH)).json().data.length).toBeGreaterThan(0);
      const refused = [
        await asManager('POST', PATH, {
          url: 'https://crm.example.ru/m',
          events: ['order.created'],
        }),
        await asManager('DELETE', endpointPath(first.id)),
        await asManager('POST', `${endpointPath(first.id)}test/`),
      ];
      for (const response of refused) {
        expect([response.statusCode, response.json().detail]).toEqual([
          403,
          messages.team.forbidden,
        ]);
      }
    });
  });

  it('documents the calls and the body of a delivery in OpenAPI', async () => {
    const document = (await session.app.inject({ method: 'GET', url: '/api/docs/json' })).json();

    for (const [path, method] of [
      ['/api/v1/platform/service/webhooks', 'get'],
      ['/api/v1/platform/service/webhooks', 'post'],
      ['/api/v1/platform/service/webhook/{id}', 'patch'],
      ['/api/v1/platform/service/webhook/{id}', 'delete'],
      ['/api/v1/platform/service/webhook/{id}/test', 'post'],
      ['/api/v1/platform/service/webhook/{id}/deliveries', 'get'],
      ['/api/v1/platform/service/webhook/{id}/delivery/{deliveryId}/resend', 'post'],
    ]) {
      expect([path, method, document.paths[path!]?.[method!]?.tags]).toEqual([
        path,
        method,
        ['webhooks'],
      ]);
    }
    const payload = document.components.schemas.WebhookPayload;
    expect(payload.description).toContain('X-Vitrina-Signature: sha256=');
    expect(JSON.stringify(payload)).toContain('payment.succeeded');
    expect(Object.keys(payload.oneOf?.[0]?.properties ?? payload.anyOf[0].properties)).toEqual([
      'id',
      'created_at',
      'shop_id',
      'event',
      'data',
    ]);
  });
});
