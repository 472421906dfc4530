import { describe, expect, it } from 'vitest';
import { analyticsQuerySchema, EVENT_LIMITS, eventBatchSchema } from './analytics';
import { messages } from './messages';

describe('eventBatchSchema', () => {
  const event = { type: 'click', tag_div: 'vitrina-1', product_id: 7 };

  it('takes a batch of known events, a view without a product', () => {
    const batch = { site_id: 1, events: [event, { type: 'view', tag_div: 'vitrina-1' }] };
    expect(eventBatchSchema.parse(batch)).toEqual(batch);
  });

  it.each([
    ['no events', []],
    ['an unknown type', [{ ...event, type: 'scroll' }]],
    ['an empty container id', [{ ...event, tag_div: '' }]],
    ['more events than a beacon carries', Array(EVENT_LIMITS.eventsPerBeacon + 1).fill(event)],
  ])('refuses %s', (_, events) => {
    expect(eventBatchSchema.safeParse({ site_id: 1, events }).success).toBe(false);
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
