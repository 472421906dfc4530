import { temporaryValueIdSchema } from '@vitrina/contracts/characteristics';
import { describe, expect, it } from 'vitest';
import { temporaryValueIds } from './temporary-value-ids';

describe('temporary value ids', () => {
  it('are temp- and the time, with a count for the same millisecond', () => {
    const times = [1700000000000, 1700000000000, 1700000000000, 1700000000001];
    const next = temporaryValueIds(() => times.shift()!);

    const ids = [next(), next(), next(), next()];

    expect(ids).toEqual([
      'temp-1700000000000',
      'temp-1700000000000-1',
      'temp-1700000000000-2',
      'temp-1700000000001',
    ]);
    for (const id of ids) expect(temporaryValueIdSchema.safeParse(id).success).toBe(true);
  });
});
