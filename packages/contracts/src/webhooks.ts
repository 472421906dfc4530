// A shop's outgoing webhooks (issue 36, decision 73): GET and POST
// /api/v1/platform/service/webhooks/, PATCH and DELETE …/webhook/{id}/, POST …/webhook/{id}/test/,
// GET …/webhook/{id}/deliveries/ and POST …/webhook/{id}/delivery/{deliveryId}/resend/; and the
// body every delivery carries to the merchant's address.
import { z } from 'zod';
import { DELIVERY_STATUSES } from './notifier';
import { idSchema as id } from './id';
import { ORDER_STATUSES } from './order-statuses';
import { orderLineSchema } from './orders';
import { text } from './text';
import {
  WEBHOOK_DELIVERY_EVENTS,
  WEBHOOK_EVENTS,
  WEBHOOK_HEADERS,
  WEBHOOK_LIMITS,
  WEBHOOK_TEST_EVENT,
  webhookMessages as texts,
} from './webhook-texts';

export * from './webhook-texts';

const isoTime = z.string();

/** An http or https address: whether it must be https, and where it leads, the server checks. */
const webAddress = z.url({ protocol: /^https?$/ });

/** `scheme://name:password@host`: a name and password before the host. */
const CREDENTIALS = /^[a-z][a-z\d+.-]*:\/\/[^/?#]*@/i;

export const webhookUrlSchema = text({ error: texts.urlRequired })
  .trim()
  .min(1, { error: texts.urlRequired, abort: true })
  .max(WEBHOOK_LIMITS.urlMaxLength, { error: texts.urlTooLong, abort: true })
  .refine((value) => webAddress.safeParse(value).success, { error: texts.urlInvalid, abort: true })
  .refine((value) => !CREDENTIALS.test(value), { error: texts.urlWithCredentials });

/** The events of an address: at least one, each once, in the order of `WEBHOOK_EVENTS`. */
const eventsSchema = z
  .array(z.enum(WEBHOOK_EVENTS, { error: texts.eventsRequired }), { error: texts.eventsRequired })
  .min(1, texts.eventsRequired)
  .transform((events) => WEBHOOK_EVENTS.filter((event) => events.includes(event)));

/** POST platform/service/webhooks/: the address and its events. */
export const webhookEndpointCreateSchema = z.object({
  url: webhookUrlSchema,
  events: eventsSchema,
});

/** PATCH platform/service/webhook/{id}/: on or off, or its events, or both. */
export const webhookEndpointUpdateSchema = z
  .object({ enabled: z.boolean().optional(), events: eventsSchema.optional() })
  .refine((update) => update.enabled !== undefined || update.events !== undefined, {
    error: texts.updateEmpty,
  });

/** How the newest delivery to an address went. */
export const webhookLastDeliverySchema = z.object({
  status: z.enum(DELIVERY_STATUSES),
  /** The receiver's HTTP status at its last try; null before a try or without an answer. */
  status_code: z.number().int().nullable(),
  at: isoTime,
});

/** An address as the calls answer it; its secret only by its last characters. */
export const webhookEndpointSchema = z.object({
  id,
  url: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENTS)),
  enabled: z.boolean(),
  secret_last4: z.string(),
  created_at: isoTime,
  last_delivery: webhookLastDeliverySchema.nullable(),
});

/** The answer of POST platform/service/webhooks/: the one time the secret is shown whole. */
export const webhookEndpointCreatedSchema = webhookEndpointSchema.extend({
  secret: z.string(),
});

/** One try of a delivery: what the receiver answered, or why there was no answer. */
export const webhookAttemptSchema = z.object({
  attempt: z.number().int().positive(),
  at: isoTime,
  /** The receiver's HTTP status; null when it did not answer (no connection, time out). */
  status_code: z.number().int().nullable(),
  /** The start of the answer's body, as text. */
  response_excerpt: z.string().nullable(),
  /** Why the try did not deliver, in words for the merchant; null once delivered. */
  error: z.string().nullable(),
  duration_ms: z.number().int(),
});

/** One event sent to an address, with its tries, newest try last. */
export const webhookDeliverySchema = z.object({
  id,
  event: z.enum(WEBHOOK_DELIVERY_EVENTS),
  /** The body's `id`: the same in a resend of the event. */
  event_id: z.uuid(),
  status: z.enum(DELIVERY_STATUSES),
  created_at: isoTime,
  /** The delivery this one sends again; null for the first. */
  resent_from: id.nullable(),
  attempts: z.array(webhookAttemptSchema),
});

/** GET platform/service/webhook/{id}/deliveries/?before={id}: the newest first, a page at a time. */
export const webhookDeliveriesQuerySchema = z.object({
  before: z.coerce.number().pipe(id).optional(),
});

export const webhookDeliveriesPageSchema = z.object({
  data: z.object({
    deliveries: z.array(webhookDeliverySchema),
    /** The `before` of the next page; null on the last. */
    next_before: id.nullable(),
  }),
});

/** An order as a delivery carries it: as the buyer placed it, its status when the event came. */
export const webhookOrderSchema = z.object({
  id,
  number: z.number().int(),
  status: z.enum(ORDER_STATUSES),
  created_at: isoTime,
  customer: z.object({ name: z.string(), phone: z.string(), email: z.string().nullable() }),
  comment: z.string().nullable(),
  /** The page the buyer ordered from, as their browser named it. */
  page_url: z.string(),
  lines: z.array(orderLineSchema),
  /** Rubles: the lines' totals; null when no line had a price. */
  total: z.number().nullable(),
});

const envelope = {
  /** The event's id: the same in every try and resend of it, so a receiver can skip a repeat. */
  id: z.uuid(),
  /** When the event happened, ISO 8601 in UTC. */
  created_at: isoTime,
  shop_id: id,
};

export const webhookOrderCreatedDataSchema = z.object({ order: webhookOrderSchema });

export const webhookStatusChangedDataSchema = z.object({
  order: webhookOrderSchema,
  from: z.enum(ORDER_STATUSES),
  to: z.enum(ORDER_STATUSES),
});

export const webhookPaymentSucceededDataSchema = z.object({
  order: webhookOrderSchema,
  payment: z.object({
    /** Rubles. */
    amount: z.number(),
    /** The payment's id at the provider. */
    provider_payment_id: z.string(),
    /** Paid in the provider's test mode: no money moved. */
    test: z.boolean(),
  }),
});

export const webhookTestDataSchema = z.object({ message: z.string() });

/**
 * The JSON body POSTed to a merchant's address, the same shape for every event; `data` is the
 * event's own.
 */
export const webhookPayloadSchema = z
  .discriminatedUnion('event', [
    z.object({
      ...envelope,
      event: z.literal('order.created'),
      data: webhookOrderCreatedDataSchema,
    }),
    z.object({
      ...envelope,
      event: z.literal('order.status_changed'),
      data: webhookStatusChangedDataSchema,
    }),
    z.object({
      ...envelope,
      event: z.literal('payment.succeeded'),
      data: webhookPaymentSucceededDataSchema,
    }),
    z.object({ ...envelope, event: z.literal(WEBHOOK_TEST_EVENT), data: webhookTestDataSchema }),
  ])
  .meta({
    id: 'WebhookPayload',
    description:
      'The body of a delivery to a shop’s webhook address: POST, Content-Type application/json, ' +
      `with ${WEBHOOK_HEADERS.signature}: sha256=<hex of HMAC-SHA256 of the body’s bytes under ` +
      `the address’s secret>, ${WEBHOOK_HEADERS.event}: <event> and ${WEBHOOK_HEADERS.delivery}: ` +
      '<id>. A 2xx answer delivers it; 408, 429, 5xx and no answer are tried again with backoff; ' +
      'another status ends the delivery.',
  });

export type WebhookPayload = z.output<typeof webhookPayloadSchema>;
export type WebhookOrder = z.output<typeof webhookOrderSchema>;
export type WebhookEndpoint = z.output<typeof webhookEndpointSchema>;
export type WebhookEndpointCreated = z.output<typeof webhookEndpointCreatedSchema>;
export type WebhookEndpointCreate = z.output<typeof webhookEndpointCreateSchema>;
export type WebhookEndpointUpdate = z.output<typeof webhookEndpointUpdateSchema>;
export type WebhookDelivery = z.output<typeof webhookDeliverySchema>;
export type WebhookAttempt = z.output<typeof webhookAttemptSchema>;
export type WebhookDeliveriesPage = z.output<typeof webhookDeliveriesPageSchema>['data'];

/** The `data` of each event an address may be subscribed to. */
export interface WebhookEventData {
  'order.created': z.output<typeof webhookOrderCreatedDataSchema>;
  'order.status_changed': z.output<typeof webhookStatusChangedDataSchema>;
  'payment.succeeded': z.output<typeof webhookPaymentSucceededDataSchema>;
}
