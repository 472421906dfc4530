import { describe, expect, it } from 'vitest';
import { PRODUCT_ROWS_LIMITS } from './limits';
import { messages } from './messages';
import { productRowInStock, productRowsQuerySchema } from './product-rows';

const parse = (query: Record<string, unknown>) => productRowsQuerySchema.safeParse(query);

describe('productRowsQuerySchema', () => {
  it('takes one id or repeated ids, as a query string gives them', () => {
    expect(parse({ collection: '7' }).data).toMatchObject({ collection: [7], category: [] });
    expect(parse({ category: ['3', '4'] }).data).toMatchObject({
      collection: [],
      category: [3, 4],
    });
  });

  it('asks for a collection or a category', () => {
    const result = parse({ search: 'чай' });
    expect(result.error?.issues[0]?.message).toBe(messages.productRows.scopeRequired);
  });

  it('drops a blank search and keeps the page size within its limits', () => {
    expect(parse({ collection: '1', search: '   ' }).data).toMatchObject({
      search: undefined,
      limit: PRODUCT_ROWS_LIMITS.pageDefault,
    });
    expect(parse({ collection: '1', limit: String(PRODUCT_ROWS_LIMITS.pageMax + 1) }).success).toBe(
      false,
    );
  });

  it('refuses a search longer than the box takes, and too many ids', () => {
    const long = parse({ collection: '1', search: 'я'.repeat(101) });
    expect(long.error?.issues[0]?.message).toBe(messages.productRows.searchTooLong);
    const many = parse({ category: Array.from({ length: 101 }, (_, index) => String(index + 1)) });
    expect(many.error?.issues[0]?.message).toBe(messages.productRows.tooManyIds);
  });

  it('takes the stock filter «out» and nothing else', () => {
    expect(parse({ collection: '1', stock: 'out' }).data).toMatchObject({ stock: 'out' });
    expect(parse({ collection: '1' }).data?.stock).toBeUndefined();
    expect(parse({ collection: '1', stock: 'low' }).success).toBe(false);
  });
});

describe('productRowInStock', () => {
  it('is out only for a tracked row with nothing left', () => {
    expect(productRowInStock({ track_stock: true, stock: 0 })).toBe(false);
    expect(productRowInStock({ track_stock: true, stock: null })).toBe(false);
    expect(productRowInStock({ track_stock: true, stock: 1 })).toBe(true);
    expect(productRowInStock({ track_stock: false, stock: 0 })).toBe(true);
  });
});
