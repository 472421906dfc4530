// An order's statuses and the moves between them (issue 14). Plain values (no zod) so the
// console and the widget can import them without the schemas.

export const ORDER_STATUSES = ['NEW', 'IN_PROGRESS', 'DONE', 'CANCELLED'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const ORDER_STATUS_LABELS = {
  NEW: 'Новая',
  IN_PROGRESS: 'В работе',
  DONE: 'Выполнена',
  CANCELLED: 'Отменена',
} as const satisfies Record<OrderStatus, string>;

/** Where a status change was made. */
export const ORDER_STATUS_SOURCES = ['console', 'telegram'] as const;
export type OrderStatusSource = (typeof ORDER_STATUS_SOURCES)[number];

/** A status an order can be moved to: every one but NEW. */
export type OrderStatusTarget = Exclude<OrderStatus, 'NEW'>;

/** The statuses an order may move to from each: DONE and CANCELLED are final. */
export const ORDER_TRANSITIONS = {
  NEW: ['IN_PROGRESS', 'CANCELLED'],
  IN_PROGRESS: ['DONE', 'CANCELLED'],
  DONE: [],
  CANCELLED: [],
} as const satisfies Record<OrderStatus, readonly OrderStatusTarget[]>;

export function nextOrderStatuses(from: OrderStatus): readonly OrderStatusTarget[] {
  return ORDER_TRANSITIONS[from];
}

export function canMoveOrder(from: OrderStatus, to: OrderStatus): boolean {
  return nextOrderStatuses(from).some((next) => next === to);
}

/** What a button that moves an order to the status says (an action, not a state). */
export const ORDER_STATUS_ACTIONS = {
  IN_PROGRESS: 'В работу',
  DONE: 'Выполнена',
  CANCELLED: 'Отменить',
} as const satisfies Record<OrderStatusTarget, string>;
