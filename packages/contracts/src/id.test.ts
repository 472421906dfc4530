import { describe, expect, it } from 'vitest';
import { categoryCreateSchema } from './catalog';
import { idSchema } from './id';
import { productUpdateSchema } from './products';

describe('idSchema', () => {
  it.each([
    [1, true],
    [2_147_483_647, true],
    [2_147_483_648, false],
    [0, false],
    [-1, false],
    [1.5, false],
    ['1', false],
  ])('%j is an id: %s', (value, accepted) => {
    expect(idSchema.safeParse(value).success).toBe(accepted);
  });

  it('caps the ids inside catalog payloads', () => {
    expect(categoryCreateSchema.safeParse({ title: 'Обувь', collection_id: 3e9 }).success).toBe(
      false,
    );
    expect(productUpdateSchema.safeParse({ categories_id: [3e9] }).success).toBe(false);
  });
});
