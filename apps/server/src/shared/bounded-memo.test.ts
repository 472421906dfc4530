import { describe, expect, it } from 'vitest';
import { boundedMemo } from './bounded-memo';

describe('boundedMemo', () => {
  it('computes a key once while it is remembered, null and all', () => {
    const asked: string[] = [];
    const memo = boundedMemo(4, (key) => (asked.push(key), key === 'none' ? null : key.length));

    expect([memo('ab'), memo('none'), memo('ab'), memo('none')]).toEqual([2, null, 2, null]);
    expect(asked).toEqual(['ab', 'none']);
  });

  it('forgets every key once it holds its limit, and computes them again', () => {
    const asked: string[] = [];
    const memo = boundedMemo(2, (key) => (asked.push(key), key));

    ['a', 'b', 'c', 'a', 'c'].forEach(memo);

    expect(asked).toEqual(['a', 'b', 'c', 'a']);
  });
});
