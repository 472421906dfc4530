import { describe, expect, it } from 'vitest';
import { setNewest } from './bounded-map';

describe('setNewest', () => {
  it('forgets the oldest entries past the limit', () => {
    const map = new Map<string, number>();
    for (const [index, key] of ['a', 'b', 'c', 'd'].entries()) setNewest(map, key, index, 3);

    expect([...map.keys()]).toEqual(['b', 'c', 'd']);
  });

  it('makes a key set again the newest, so it is forgotten last', () => {
    const map = new Map([
      ['a', 1],
      ['b', 2],
    ]);

    setNewest(map, 'a', 10, 2);
    setNewest(map, 'c', 3, 2);

    expect([...map]).toEqual([
      ['a', 10],
      ['c', 3],
    ]);
  });
});
