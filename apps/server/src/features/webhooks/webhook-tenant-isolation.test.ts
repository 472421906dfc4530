import { messages } from '@vitrina/contracts/messages';
import type { WebhookDelivery, WebhookEndpointCreated } from '@vitrina/contracts/webhooks';
import { beforeAll, describe, expect, it } from 'vitest';
import { anyAddressPolicy } from '../../infra/page-fetcher/address-policy';
import { createPageFetcher } from '../../infra/page-fetcher/create-page-fetcher';
import { registerAccount, type Account } from '../../testing/accounts';
import { callApi, type Method } from '../../testing/catalog';
import { useTestApp } from '../../testing/signed-in-app';

const notFound = { detail: messages.http.notFound };

describe('one merchant’s webhooks, out of another’s reach', () => {
  // Nothing is delivered here: no worker runs, and the addresses need not answer.
  const testApp = useTestApp({
    pageFetcher: createPageFetcher({
      policy: anyAddressPolicy,
      resolve: async () => [{ address: '93.184.215.14', family: 4 }],
    }),
  });
  let anna: Account;
  let boris: Account;
  let annas: WebhookEndpointCreated;
  let borisOwn: WebhookEndpointCreated;
  let annasDelivery: WebhookDelivery;

  const call = (account: Account, method: Method, path: string, payload?: unknown) =>
    callApi(testApp.app, account, method, `platform/service/${path}`, payload);

  async function endpointOf(account: Account, url: string) {
    const response = await call(account, 'POST', 'webhooks/', { url, events: ['order.created'] });
    return response.json().data as WebhookEndpointCreated;
  }

  beforeAll(async () => {
    anna = await registerAccount(testApp.app);
    boris = await registerAccount(testApp.app);
    annas = await endpointOf(anna, 'https://anna.example.ru/hook');
    borisOwn = await endpointOf(boris, 'https://boris.example.ru/hook');
    annasDelivery = (await call(anna, 'POST', `webhook/${annas.id}/test/`)).json().data;
  });

  it('lists none of another’s addresses', async () => {
    const listed = (await call(boris, 'GET', 'webhooks/')).json().data;

    expect(listed.map((endpoint: { id: number }) => endpoint.id)).toEqual([borisOwn.id]);
  });

  it.each<[string, Method, () => string, unknown?]>([
    ['change', 'PATCH', () => `webhook/${annas.id}/`, { enabled: false }],
    ['delete', 'DELETE', () => `webhook/${annas.id}/`],
    ['test', 'POST', () => `webhook/${annas.id}/test/`],
    ['read the log of', 'GET', () => `webhook/${annas.id}/deliveries/`],
    ['resend from', 'POST', () => `webhook/${annas.id}/delivery/${annasDelivery.id}/resend/`],
    [
      'resend through an own address a delivery of',
      'POST',
      () => `webhook/${borisOwn.id}/delivery/${annasDelivery.id}/resend/`,
    ],
  ])('lets no one %s another’s address: 404, as for none', async (_what, method, path, payload) => {
    const response = await call(boris, method, path(), payload);

    expect([response.statusCode, response.json()]).toEqual([404, notFound]);
  });

  it('leaves the owner’s address and its log as they were', async () => {
    const [listed] = (await call(anna, 'GET', 'webhooks/')).json().data;
    const log = (await call(anna, 'GET', `webhook/${annas.id}/deliveries/`)).json().data;

    expect(listed).toMatchObject({ id: annas.id, enabled: true });
    expect(log.deliveries.map((delivery: { id: number }) => delivery.id)).toEqual([
      annasDelivery.id,
    ]);
  });
});
