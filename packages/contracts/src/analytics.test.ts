import { describe, expect, it } from 'vitest';
import { analyticsQuerySchema, EVENT_LIMITS, eventBatchSchema } from './analytics';
import { messages } from './messages';

describe('eventBatchSchema', () => {
  const event = { type: 'click', tag_div: 'vitrina-1', product_id: 7 };

  const visitor = '0b5f3c1e-8d2a-4c7e-9f00-5a1b2c3d4e5f';

  it('takes a batch of known events of a visitor, a view without a product', () => {
    const batch = { site_id: 1, visitor, events: [event, { type: 'view', tag_div: 'vitrina-1' }] };
    expect(eventBatchSchema.parse(batch)).toEqual(batch);
  });

  it.each([
    ['no events', []],
    ['an unknown type', [{ ...event, type: 'scroll' }]],
    ['an order, which only the orders count', [{ ...event, type: 'order' }]],
    ['an empty container id', [{ ...event, tag_div: '' }]],
    ['more events than a beacon carries', Array(EVENT_LIMITS.eventsPerBeacon + 1).fill(event)],
  ])('refuses %s', (_, events) => {
    expect(eventBatchSchema.safeParse({ site_id: 1, visitor, events }).success).toBe(false);
  });

  it.each([
    ['no visitor', undefined],
    ['a visitor id too short', 'abc'],
    ['a visitor id of other characters', 'a visitor id;'],
  ])('refuses %s', (_, id) => {
    expect(eventBatchSchema.safeParse({ site_id: 1, visitor: id, events: [event] }).success).toBe(
      false,
    );
  });
});

describe('analyticsQuerySchema', () => {
  const refusal = (query: object) =>
    analyticsQuerySchema.safeParse(query).error?.issues.map((issue) => issue.message);

  it('takes a year, a leap day included', () => {
    expect(refusal({ from: '2028-01-01', to: '2028-12-31' })).toBeUndefined();
  });

  it('refuses a longer period and a reversed one', () => {
    expect(refusal({ from: '2026-01-01', to: '2027-01-02' })).toEqual([
      messages.analytics.periodTooLong,
    ]);
    expect(refusal({ from: '2026-02-02', to: '2026-02-01' })).toContain(
      messages.orders.periodReversed,
    );
  });
});
