import { describe, expect, it } from 'vitest';
import { routeId, routeIds } from './route-id';

describe('routeId', () => {
  it.each<[string | undefined, number | null]>([
    ['1', 1],
    ['017', 17],
    ['2147483647', 2_147_483_647],
    ['2147483648', null],
    ['0', null],
    ['abc', null],
    ['12abc', null],
    ['-3', null],
    ['1.5', null],
    ['1e3', null],
    ['', null],
    [undefined, null],
  ])('%j → %j', (segment, expected) => {
    expect(routeId(segment)).toBe(expected);
  });
});

describe('routeIds', () => {
  it('answers every named id when all of them name something', () => {
    expect(routeIds({ siteId: '3', widgetId: '14', other: 'x' }, ['siteId', 'widgetId'])).toEqual({
      siteId: 3,
      widgetId: 14,
    });
  });

  it.each([{ siteId: '3', widgetId: 'abc' }, { siteId: '3' }])('answers null for %j', (params) => {
    expect(routeIds(params, ['siteId', 'widgetId'])).toBeNull();
  });
});
