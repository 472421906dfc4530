import {
  webhookEndpointCreateSchema,
  webhookMessages,
  type WebhookDelivery,
  type WebhookEndpoint,
} from '@vitrina/contracts/webhooks';
import { createFakeApi, reply, type FakeHandler, type FakeRoute } from '../../../testing/fake-api';
import { memberRoutes } from '../../../testing/member-role';
import type { ShopRole } from '@vitrina/contracts/team';

export const WEBHOOKS = 'v1/platform/service/webhooks/';
export const WEBHOOK = 'v1/platform/service/webhook';
export const SECRET = 'whsec_Q2hhaW5lZC1zZWNyZXQtb2YtdGhlLXRlc3Qtc2hvcA';

/** An address as the server lists it: hearing new orders, one delivery made. */
export const aWebhook = (overrides: Partial<WebhookEndpoint> = {}): WebhookEndpoint => ({
  id: 7,
  url: 'https://crm.example.ru/hooks/vitrina',
  events: ['order.created'],
  enabled: true,
  secret_last4: 'a1B2',
  created_at: '2026-11-20T08:00:00.000Z',
  last_delivery: { status: 'DELIVERED', status_code: 200, at: '2026-11-21T07:05:00.000Z' },
  ...overrides,
});

/** A delivery of a new order that went on its first try, unless told otherwise. */
export const aDelivery = (overrides: Partial<WebhookDelivery> = {}): WebhookDelivery => ({
  id: 31,
  event: 'order.created',
  event_id: '6f1c2a0e-8b1d-4c55-9a0e-3d2f1b7c9e10',
  status: 'DELIVERED',
  created_at: '2026-11-21T07:05:00.000Z',
  resent_from: null,
  attempts: [
    {
      attempt: 1,
      at: '2026-11-21T07:05:01.000Z',
      status_code: 200,
      response_excerpt: '{"ok":true}',
      error: null,
      duration_ms: 84,
    },
  ],
  ...overrides,
});

/** What the server keeps: the addresses and each one's deliveries, newest first. */
export interface HeldWebhooks {
  endpoints: WebhookEndpoint[];
  deliveries: Record<number, WebhookDelivery[]>;
}

const pending = (id: number, overrides: Partial<WebhookDelivery>): WebhookDelivery =>
  aDelivery({
    id,
    status: 'PENDING',
    attempts: [],
    created_at: new Date().toISOString(),
    ...overrides,
  });

/**
 * The webhooks' calls over `held`, changed as the server would: a plain http address is refused
 * at its field, a new address answers its secret, a test or resend is queued pending.
 */
export function fakeWebhooksServer(
  held: HeldWebhooks,
  {
    role = 'OWNER',
    routes = {},
  }: { role?: ShopRole; routes?: Partial<Record<FakeRoute, FakeHandler>> } = {},
) {
  let nextId = 100;
  const endpointOf = (id?: string) => held.endpoints.find((each) => each.id === Number(id));
  const queue = (endpointId: number, delivery: WebhookDelivery) => {
    held.deliveries[endpointId] = [delivery, ...(held.deliveries[endpointId] ?? [])];
    return reply(200, { data: delivery });
  };
  return createFakeApi({
    ...memberRoutes(role),
    [`GET ${WEBHOOKS}`]: () => reply(200, { data: held.endpoints }),
    [`POST ${WEBHOOKS}`]: async (request) => {
      const { url, events } = webhookEndpointCreateSchema.parse(await request.json());
      if (url.startsWith('http:')) {
        const message = webhookMessages.urlNotHttps;
        return reply(422, { detail: message, errors: [{ field: 'url', message }] });
      }
      const endpoint = aWebhook({ id: nextId++, url, events, secret_last4: SECRET.slice(-4) });
      const added = { ...endpoint, last_delivery: null };
      held.endpoints.push(added);
      return reply(201, { data: { ...added, secret: SECRET } });
    },
    [`PATCH ${WEBHOOK}/:id/`]: async (request, { id }) => {
      const endpoint = endpointOf(id);
      if (!endpoint) return reply(404, { detail: 'Не найдено' });
      Object.assign(endpoint, await request.json());
      return reply(200, { data: endpoint });
    },
    [`DELETE ${WEBHOOK}/:id/`]: (_request, { id }) => {
      held.endpoints = held.endpoints.filter((each) => each.id !== Number(id));
      return reply(200, { message: webhookMessages.deleted });
    },
    [`POST ${WEBHOOK}/:id/test/`]: (_request, { id }) => {
      const endpoint = endpointOf(id);
      if (!endpoint) return reply(404, { detail: 'Не найдено' });
      if (!endpoint.enabled) return reply(422, { detail: webhookMessages.endpointDisabled });
      return queue(endpoint.id, pending(nextId++, { event: 'webhook.test' }));
    },
    [`GET ${WEBHOOK}/:id/deliveries/`]: (_request, { id }) =>
      reply(200, { data: { deliveries: held.deliveries[Number(id)] ?? [], next_before: null } }),
    [`POST ${WEBHOOK}/:id/delivery/:deliveryId/resend/`]: (_request, { id, deliveryId }) => {
      const earlier = held.deliveries[Number(id)]?.find((each) => each.id === Number(deliveryId));
      if (!earlier) return reply(404, { detail: 'Не найдено' });
      const { event, event_id } = earlier;
      return queue(Number(id), pending(nextId++, { event, event_id, resent_from: earlier.id }));
    },
    ...routes,
  });
}

export type FakeWebhooksServer = ReturnType<typeof fakeWebhooksServer>;
