import { ORDER_STATUSES, type OrderStatus } from '@vitrina/contracts/order-statuses';
import { routeId } from '../../shared/config/route-id';
import type { OrdersListArgs } from './api/orders-api';

/** The list's filters as the address keeps them; the search is `?q=`, as on every list. */
export const FILTER_PARAMS = ['status', 'widget', 'from', 'to'] as const;
export type FilterParam = (typeof FILTER_PARAMS)[number];

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The status filter's choice of the orders refused quietly (decision 74): no status of theirs. */
export const REJECTED_CHOICE = 'rejected';

const isStatus = (value: string): value is OrderStatus =>
  (ORDER_STATUSES as readonly string[]).includes(value);

const dayOf = (value: string | null) => (value !== null && DAY.test(value) ? value : undefined);

/**
 * The filters an address holds. A value that cannot be one (a status that does not exist, a
 * widget id that is not a number) is left out, as a hand-edited link would have it.
 */
export function filterOfParams(params: URLSearchParams): OrdersListArgs {
  const status = params.get('status') ?? '';
  return {
    status: isStatus(status) ? status : undefined,
    rejected: status === REJECTED_CHOICE || undefined,
    widget: routeId(params.get('widget') ?? undefined) ?? undefined,
    from: dayOf(params.get('from')),
    to: dayOf(params.get('to')),
  };
}
