import { describe, expect, it } from 'vitest';
import { canMoveOrder, nextOrderStatuses, ORDER_STATUSES } from './order-statuses';

describe('order status transitions', () => {
  it('moves a new order to work or cancels it', () => {
    expect(nextOrderStatuses('NEW')).toEqual(['IN_PROGRESS', 'CANCELLED']);
  });

  it('finishes or cancels an order in work', () => {
    expect(nextOrderStatuses('IN_PROGRESS')).toEqual(['DONE', 'CANCELLED']);
  });

  it('moves a done or cancelled order nowhere', () => {
    for (const to of ORDER_STATUSES) {
      expect(canMoveOrder('DONE', to)).toBe(false);
      expect(canMoveOrder('CANCELLED', to)).toBe(false);
    }
  });

  it('never moves an order to the status it has, nor back to new', () => {
    for (const from of ORDER_STATUSES) {
      expect(canMoveOrder(from, from)).toBe(false);
      expect(canMoveOrder(from, 'NEW')).toBe(false);
    }
  });
});
