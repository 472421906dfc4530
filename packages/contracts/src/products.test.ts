import { describe, expect, it } from 'vitest';
import { messages } from './messages';
import { productCreateSchema, productUpdateSchema } from './products';

const firstMessage = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('productCreateSchema and productUpdateSchema: the limits of spec §5', () => {
  it.each([
    [
      'title',
      { title: 'т'.repeat(255) },
      { title: 'т'.repeat(256) },
      messages.product.titleTooLong,
    ],
    ['sku', { sku: 's'.repeat(255) }, { sku: 's'.repeat(256) }, messages.product.skuTooLong],
    [
      'description',
      { description: 'о'.repeat(1000) },
      { description: 'о'.repeat(1001) },
      messages.product.descriptionTooLong,
    ],
    [
      'text',
      { about: 'т'.repeat(10_000) },
      { about: 'т'.repeat(10_001) },
      messages.product.textTooLong,
    ],
    ['price ceiling', { price: 1e9 }, { price: 1e9 + 0.01 }, messages.product.priceTooHigh],
    ['price floor', { price: 0 }, { price: -0.01 }, messages.product.priceNegative],
    [
      'percent discount',
      { price: 10, discount_value: 100, discount_type: 'PERCENT' },
      { price: 10, discount_value: 100.01, discount_type: 'PERCENT' },
      messages.product.discountPercentTooHigh,
    ],
    [
      'ruble discount',
      { price: 500, discount_value: 500, discount_type: 'RUBLES' },
      { price: 500, discount_value: 500.01, discount_type: 'RUBLES' },
      messages.product.discountRublesTooHigh(500),
    ],
    [
      'discount floor',
      { discount_value: 0 },
      { discount_value: -1 },
      messages.product.discountNegative,
    ],
    ['quantity floor', { quantity: 0 }, { quantity: -1 }, messages.product.quantityInvalid],
    [
      'quantity ceiling',
      { quantity: 2_147_483_647 },
      { quantity: 2_147_483_648 },
      messages.product.quantityInvalid,
    ],
  ] as const)('%s: accepted at the edge, refused past it', (_, at, past, message) => {
    expect(productCreateSchema.safeParse({ title: 'Кеды', ...at }).success).toBe(true);
    expect(productUpdateSchema.safeParse(at).success).toBe(true);
    expect(firstMessage(productCreateSchema.safeParse({ title: 'Кеды', ...past }))).toBe(message);
    expect(firstMessage(productUpdateSchema.safeParse(past))).toBe(message);
  });

  it('asks for a non-blank title on create, with the spec message', () => {
    expect(firstMessage(productCreateSchema.safeParse({}))).toBe(messages.product.titleRequired);
    expect(firstMessage(productCreateSchema.safeParse({ title: '  ' }))).toBe(
      messages.product.titleRequired,
    );
  });

  it('leaves the discount of a partial update without a price to the server', () => {
    const result = productUpdateSchema.safeParse({ discount_value: 300, discount_type: 'RUBLES' });

    expect(result.success).toBe(true);
  });

  it('drops the read-only fields of a product sent back as loaded', () => {
    const parsed = productUpdateSchema.parse({
      id: 7,
      title: 'Кеды',
      categories: [{ id: 1 }],
      photos: [],
      categories_id: [1],
    });

    expect(parsed).toEqual({ title: 'Кеды', categories_id: [1] });
  });

  it('refuses unknown units and discount types', () => {
    expect(productUpdateSchema.safeParse({ module: 'PIECE' }).success).toBe(false);
    expect(productUpdateSchema.safeParse({ discount_type: 'EURO' }).success).toBe(false);
  });
});
