import { describe, expect, it } from 'vitest';
import { routeId } from './route-id';

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
