import { readAmount } from './money';
import { readPaymentRequest } from './payment-request';
import type { Payments } from './payments';
import type { Refunds } from './refunds';
import type { Shop } from './shops';

export interface RouteContext {
  shop: Shop;
  /** The object id in the path, if the route has one. */
  id: string;
  body: Record<string, unknown>;
  payments: Payments;
  refunds: Refunds;
}

/** `GET /v3/me`: what ЮKassa tells a shop about itself, which is how keys are checked. */
function accountOf(shop: Shop) {
  return {
    account_id: shop.shopId,
    test: shop.test,
    fiscalization_enabled: shop.fiscalization,
    fiscalization: { enabled: shop.fiscalization, provider: shop.fiscalizationProvider },
    // A test shop can take only these two.
    payment_methods: ['bank_card', 'yoo_money'],
    status: 'enabled',
  };
}

const optionalAmount = (amount: unknown) =>
  amount === undefined ? undefined : readAmount(amount, 'amount');

/** The calls the stand-in answers, named as the reference names them. */
const ROUTES = [
  {
    name: 'GET /v3/me',
    pattern: /^\/v3\/me$/,
    handle: ({ shop }: RouteContext) => accountOf(shop),
  },
  {
    name: 'POST /v3/payments',
    pattern: /^\/v3\/payments$/,
    handle: ({ shop, body, payments }: RouteContext) =>
      payments.create(shop, readPaymentRequest(body, shop)),
  },
  {
    name: 'GET /v3/payments/{payment_id}',
    pattern: /^\/v3\/payments\/([^/]+)$/,
    handle: ({ shop, id, payments }: RouteContext) => payments.get(id, shop),
  },
  {
    name: 'POST /v3/payments/{payment_id}/capture',
    pattern: /^\/v3\/payments\/([^/]+)\/capture$/,
    handle: ({ shop, id, body, payments }: RouteContext) =>
      payments.capture(shop, id, optionalAmount(body.amount)),
  },
  {
    name: 'POST /v3/payments/{payment_id}/cancel',
    pattern: /^\/v3\/payments\/([^/]+)\/cancel$/,
    handle: ({ shop, id, payments }: RouteContext) => payments.cancelHeld(shop, id),
  },
  {
    name: 'POST /v3/refunds',
    pattern: /^\/v3\/refunds$/,
    handle: ({ shop, body, refunds }: RouteContext) => refunds.create(shop, body),
  },
  {
    name: 'GET /v3/refunds/{refund_id}',
    pattern: /^\/v3\/refunds\/([^/]+)$/,
    handle: ({ shop, id, refunds }: RouteContext) => refunds.get(id, shop),
  },
] as const;

export type ApiRoute = (typeof ROUTES)[number]['name'];

export interface MatchedRoute {
  name: ApiRoute;
  method: 'GET' | 'POST';
  id: string;
  handle: (context: RouteContext) => unknown;
}

/** The route of a call; 405 when its path is known under another method, 404 when unknown. */
export function matchRoute(method: string, path: string): MatchedRoute | 404 | 405 {
  let status: 404 | 405 = 404;
  for (const { name, pattern, handle } of ROUTES) {
    const match = pattern.exec(path);
    if (!match) continue;
    const [routeMethod] = name.split(' ') as ['GET' | 'POST'];
    if (routeMethod === method) return { name, method: routeMethod, id: match[1] ?? '', handle };
    status = 405;
  }
  return status;
}
