import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Mailbox } from '@vitrina/bot-api-stand-in/mailbox';
import { errorAnswer, type ApiAnswer } from './api';
import type { ApiRoute } from './api-routes';
import { BUYER_CANCELLATION, CHECKOUT_PATH } from './checkout-page';
import { dispatch, jsonReply, type Fault } from './dispatch';
import { errorOf, type ErrorCode } from './errors';
import { IdempotenceKeys } from './idempotence';
import { NotificationSender, type DeliveryAttempt, type Notification } from './notifications';
import type { CancellationDetails, Payment } from './payment-object';
import { Payments } from './payments';
import { Refunds, type Refund } from './refunds';
import { ShopRegistry, type Shop, type ShopSettings } from './shops';

export type { ApiRoute } from './api-routes';
export type { ErrorCode, YookassaError } from './errors';
export type { Amount } from './money';
export type {
  DeliveryAttempt,
  Notification,
  NotificationBody,
  NotificationEvent,
  NotificationState,
} from './notifications';
export type { CancellationDetails, Payment, PaymentStatus } from './payment-object';
export type { Refund } from './refunds';
export type { Shop, ShopSettings } from './shops';

/** The checkout page's routes, for `nextRequest`. */
export type CheckoutRoute = `${'GET' | 'POST'} ${typeof CHECKOUT_PATH}`;

export interface RecordedRequest {
  /** The route it matched, as the reference names it (`POST /v3/payments`); else method and path. */
  route: string;
  method: string;
  /** The path with its query string. */
  path: string;
  headers: http.IncomingHttpHeaders;
  idempotenceKey: string | undefined;
  /** The JSON body, the page's form fields, or the text that was neither; undefined when empty. */
  body: unknown;
  /** Undefined when the answer was lost on purpose. */
  status: number | undefined;
}

export interface YookassaServerOptions {
  /** The pause before a notification is posted again; it doubles up to `maxNotificationRetryMs`. */
  notificationRetryMs?: number;
  maxNotificationRetryMs?: number;
  /** How long a notification is retried after its event; 24 hours, as ЮKassa, by default. */
  notificationRetryForMs?: number;
}

/** A local ЮKassa API over real HTTP, with its confirmation page and notifications. */
export interface YookassaServer {
  /** For YOOKASSA_API_ROOT (no trailing slash): the calls go to `${url}/v3/…`. */
  readonly url: string;
  /** A shop whose shopId and secret key the API takes. */
  addShop(settings?: ShopSettings): Shop;
  /** Every request (API calls and the page), in the order they were answered. */
  readonly requests: readonly RecordedRequest[];
  /** The earliest request of `route` that no earlier nextRequest returned; waits for one. */
  nextRequest(route: ApiRoute | CheckoutRoute): Promise<RecordedRequest>;
  /** The payment as it is now, in any shop. */
  payment(paymentId: string): Payment | undefined;
  /** Every payment of every shop as it is now, in the order they were created. */
  payments(): Payment[];
  refund(refundId: string): Refund | undefined;
  /** Pays a pending payment, as its buyer would on the confirmation page. */
  pay(paymentId: string): Payment;
  /** Cancels a pending payment; by default as a buyer who never confirmed it. */
  cancel(paymentId: string, details?: CancellationDetails): Payment;
  /** Every notification, in the order of their events. */
  readonly notifications: readonly Notification[];
  /** The earliest post to a notification URL that no earlier call returned; waits for one. */
  nextDelivery(): Promise<DeliveryAttempt>;
  /** Keeps notifications (and retries) back, as a receiver that is down would see. */
  holdNotifications(): void;
  /** Posts what was held, and lets later ones go at once. */
  releaseNotifications(): void;
  /** The next notification is lost: it is never posted. */
  dropNextNotification(): void;
  /** Posts a notification again, as ЮKassa may. */
  replayNotification(notificationId: number): Promise<DeliveryAttempt>;
  /** Posts any body to the shop's notification URL, from where ЮKassa would post. */
  sendForgedNotification(shop: Shop, body: unknown): Promise<DeliveryAttempt>;
  /** The next call of `route` is answered with this error and does nothing. */
  failNext(route: ApiRoute, code?: ErrorCode): void;
  /** The next call of `route` is carried out, but its connection closes before the answer. */
  loseNextAnswer(route: ApiRoute): void;
  /** Stops notifications and retries and closes every connection. */
  close(): Promise<void>;
}

const NOTIFICATION_TIMEOUT_MS = 10_000;
const DAY_MS = 24 * 60 * 60 * 1000;

function recordedBody(text: string, type: string | undefined): unknown {
  if (text === '') return undefined;
  if (type?.startsWith('application/x-www-form-urlencoded')) {
    return Object.fromEntries(new URLSearchParams(text));
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

export async function startYookassaServer(
  options: YookassaServerOptions = {},
): Promise<YookassaServer> {
  const retryMs = options.notificationRetryMs ?? 20;
  const notifications = new NotificationSender({
    retryMs,
    maxRetryMs: Math.max(retryMs, options.maxNotificationRetryMs ?? 1_000),
    retryForMs: options.notificationRetryForMs ?? DAY_MS,
    timeoutMs: NOTIFICATION_TIMEOUT_MS,
  });
  const server = http.createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const shops = new ShopRegistry();
  const payments = new Payments(
    (paymentId) => `${url}${CHECKOUT_PATH}?orderId=${paymentId}`,
    (shop, event, payment) => notifications.send(shop, event, payment),
  );
  const refunds = new Refunds(payments, (shop, event, refund) =>
    notifications.send(shop, event, refund),
  );
  const state = { shops, payments, refunds, idempotence: new IdempotenceKeys<ApiAnswer>() };
  const requests = new Mailbox<RecordedRequest>();
  const requestsByRoute = new Map<string, Mailbox<RecordedRequest>>();
  const faults = new Map<string, Fault[]>();
  const mailboxOf = (route: string) => {
    const mailbox = requestsByRoute.get(route) ?? new Mailbox<RecordedRequest>();
    requestsByRoute.set(route, mailbox);
    return mailbox;
  };
  const plan = (route: ApiRoute, fault: Fault) => {
    faults.set(route, [...(faults.get(route) ?? []), fault]);
  };

  async function answer(request: http.IncomingMessage, response: http.ServerResponse) {
    const method = request.method ?? 'GET';
    const target = new URL(request.url ?? '/', url);
    const text = Buffer.concat(await request.toArray()).toString('utf8');
    const incoming = { method, target, headers: request.headers, text };
    const { route, reply } = dispatch(incoming, state, faults);
    const key = request.headers['idempotence-key'];
    const recorded: RecordedRequest = {
      route,
      method,
      path: `${target.pathname}${target.search}`,
      headers: request.headers,
      idempotenceKey: Array.isArray(key) ? key[0] : key,
      body: recordedBody(text, request.headers['content-type']),
      status: reply === 'lose' ? undefined : reply.status,
    };
    requests.push(recorded);
    mailboxOf(route).push(recorded);
    if (reply === 'lose') request.socket.destroy();
    else response.writeHead(reply.status, reply.headers).end(reply.body);
  }

  // Answers being made, so closing sends the ones it ends before it closes the connections.
  const answering = new Set<Promise<void>>();
  server.on('request', (request: http.IncomingMessage, response: http.ServerResponse) => {
    const answered = answer(request, response).catch((error: unknown) => {
      const description = error instanceof Error ? error.message : String(error);
      if (response.headersSent) return;
      const { status, headers, body } = jsonReply(
        errorAnswer(errorOf('internal_server_error', description)),
      );
      response.writeHead(status, headers).end(body);
    });
    answering.add(answered);
    void answered.finally(() => answering.delete(answered));
  });

  return {
    url,
    addShop: (settings = {}) => shops.add(settings),
    get requests() {
      return requests.all;
    },
    nextRequest: (route) => mailboxOf(route).next(),
    payment: (paymentId) => payments.find(paymentId),
    payments: () => payments.all(),
    refund: (refundId) => refunds.find(refundId),
    pay: (paymentId) => payments.pay(paymentId),
    cancel: (paymentId, details = BUYER_CANCELLATION) => payments.cancel(paymentId, details),
    get notifications() {
      return notifications.all;
    },
    nextDelivery: () => notifications.attempts.next(),
    holdNotifications: () => notifications.hold(),
    releaseNotifications: () => notifications.release(),
    dropNextNotification: () => notifications.dropNext(),
    replayNotification: (notificationId) => notifications.replay(notificationId),
    sendForgedNotification: (shop, body) => notifications.forge(shop, body),
    failNext: (route, code = 'internal_server_error') => plan(route, code),
    loseNextAnswer: (route) => plan(route, 'lose'),
    async close() {
      await notifications.close();
      await Promise.all(answering);
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
