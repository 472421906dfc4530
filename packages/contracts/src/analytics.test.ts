import { describe, expect, it } from 'vitest';
import {
  analyticsQuerySchema,
  daysOf,
  EVENT_LIMITS,
  eventBatchSchema,
  moscowDay,
  moscowDayEnd,
  moscowDayStart,
  periodEndingOn,
  shiftDay,
} from './analytics';
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

describe('Moscow days', () => {
  it('turns the day at 21:00 UTC, Moscow midnight', () => {
    expect(moscowDay(new Date('2026-11-23T20:59:59Z'))).toBe('2026-11-23');
    expect(moscowDay(new Date('2026-11-23T21:00:00Z'))).toBe('2026-11-24');
  });

  it('bounds a Moscow day by the instants 21:00 UTC before and on it', () => {
    expect(moscowDayStart('2026-11-23').toISOString()).toBe('2026-11-22T21:00:00.000Z');
    expect(moscowDayEnd('2026-11-23').toISOString()).toBe('2026-11-23T21:00:00.000Z');
  });

  it('lists the days of a period across a month, both ends included', () => {
    expect(daysOf('2026-11-29', '2026-12-02')).toEqual([
      '2026-11-29',
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
    ]);
    expect(daysOf('2026-11-23', '2026-11-23')).toEqual(['2026-11-23']);
  });

  it('steps back and forth across months and a leap day', () => {
    expect(shiftDay('2026-11-23', -6)).toBe('2026-11-17');
    expect(shiftDay('2028-03-01', -1)).toBe('2028-02-29');
    expect(shiftDay('2026-12-31', 1)).toBe('2027-01-01');
  });

  it('names the days of a period that ends on a day, both ends included', () => {
    expect(periodEndingOn('2026-11-23', 7)).toEqual({ from: '2026-11-17', to: '2026-11-23' });
    expect(periodEndingOn('2026-11-23', 1)).toEqual({ from: '2026-11-23', to: '2026-11-23' });
  });
});
