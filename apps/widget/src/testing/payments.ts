import type { PublicPayment } from '@vitrina/contracts/payments';
import { vi } from 'vitest';
import type { OrderReply, Reply } from './public-api';

/** The provider's page an order is paid on. */
export const PROVIDER_PAGE = 'https://yoomoney.example/checkout?orderId=2f1c';

/** The 201 of an order paid online: where it is paid (null: the provider was not reached). */
export const paidOnline = (number: number, url: string | null): OrderReply => ({
  status: 201,
  body: { data: { number, total: 2000, payment: { confirmation_url: url } } },
});

/** A payment's read, as the public API answers it: order 1042's, pending and payable unless told. */
export const aPaymentRead = (data: Partial<PublicPayment> = {}): Reply => ({
  status: 200,
  body: { data: { status: 'pending', number: 1042, amount: 2000, can_retry: true, ...data } },
});

/** A try again's answer: the provider's new page (null: the provider was not reached). */
export const aRetry = (url: string | null): Reply => ({
  status: 200,
  body: { data: { confirmation_url: url } },
});

/**
 * The page's location with `assign` recorded instead of followed: jsdom cannot leave the page,
 * and the location's own `assign` cannot be replaced. Answers the record of where the widget sent
 * the buyer; `vi.unstubAllGlobals()` gives the page its location back.
 */
export function recordLeaving() {
  const assign = vi.fn<(url: string) => void>();
  const page = window.location;
  // Over an empty object: a proxy of the location itself must answer its own `assign`.
  vi.stubGlobal(
    'location',
    new Proxy({} as Location, {
      get: (_, key) => (key === 'assign' ? assign : Reflect.get(page, key, page)),
    }),
  );
  return assign;
}
