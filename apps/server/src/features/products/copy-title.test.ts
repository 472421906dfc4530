import { PRODUCT_LIMITS } from '@vitrina/contracts/limits';
import { describe, expect, it } from 'vitest';
import { copyTitle } from './copy-title';

describe('the title of a copy', () => {
  it('adds « (копия)»', () => {
    expect(copyTitle('Футболка')).toBe('Футболка (копия)');
  });

  it('cuts a long title so the whole is exactly the limit', () => {
    const title = copyTitle('т'.repeat(PRODUCT_LIMITS.titleMaxLength));

    expect(title).toHaveLength(PRODUCT_LIMITS.titleMaxLength);
    expect(title.endsWith('т (копия)')).toBe(true);
  });

  it('keeps a title that just fits whole', () => {
    const title = 'т'.repeat(PRODUCT_LIMITS.titleMaxLength - ' (копия)'.length);

    expect(copyTitle(title)).toBe(`${title} (копия)`);
  });

  it('never splits a character made of two UTF-16 units', () => {
    const title = copyTitle(`${'т'.repeat(246)}😀😀`);

    expect(title).toBe(`${'т'.repeat(246)} (копия)`);
    expect(title).not.toMatch(/[\uD800-\uDFFF]/);
  });

  it('drops the spaces the cut leaves at the end', () => {
    expect(copyTitle(`${'т'.repeat(246)} ${'т'.repeat(20)}`)).toBe(`${'т'.repeat(246)} (копия)`);
  });
});
