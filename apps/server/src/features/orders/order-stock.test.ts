import { messages } from '@vitrina/contracts/messages';
import { stockShortSchema, type StorefrontCard } from '@vitrina/contracts/storefront';
import { and, count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orderItems, orders, outboxMessages } from '../../db/schema';
import { insertEmailContact } from '../../testing/contacts';
import { ownShopId } from '../../testing/accounts';
import {
  orderFor,
  originOf,
  postOrder,
  publishedShowcase,
  type PublishedShowcase,
} from '../../testing/orders';
import { useSignedInApp } from '../../testing/signed-in-app';
import { publicShowcases } from '../../testing/storefront';
import { stockOf, trackStock } from '../../testing/stocked-products';
import { giveVariants } from '../../testing/variants';

const plenty = { max: 1000, windowSeconds: 60 };

describe('stock: an order takes what is left, a cancel gives it back', () => {
  const session = useSignedInApp({ rateLimits: { ordersPerIp: plenty, ordersPerSite: plenty } });
  const db = () => session.testApp.database.db;

  /** A published showcase of a product at 500 ₽ that tracks `stock`. */
  async function stocked(stock: number | null, threshold = 0, title = 'Кружка') {
    const showcase = await publishedShowcase(session.testApp, session.merchant, {
      product: { title, price: 500, sku: 'MUG' },
    });
    await trackStock(db(), showcase.productId, stock, threshold);
    return showcase;
  }

  const order = (showcase: PublishedShowcase, quantity: number, fields: object = {}) =>
    postOrder(session.app, orderFor(showcase, { quantity, ...fields }));

  const cancel = async (number: number) => {
    const [listed] = (await session.call('GET', `orders/?search=${number}`)).json().data.orders;
    return session.call('PATCH', `orders/${listed.id}/`, { status: 'CANCELLED' });
  };

  /** The showcase's first card as a buyer's page reads it. */
  const cardOf = async ({ siteId }: PublishedShowcase): Promise<StorefrontCard> =>
    (await publicShowcases(session.app, siteId, originOf(siteId))).json().data.showcases[0]
      .cards[0];

  const ordersOf = async (productId: number) =>
    (
      await db()
        .select({ rows: count() })
        .from(orderItems)
        .where(eq(orderItems.productId, productId))
    )[0]!.rows;

  it('takes the quantity, and refuses more than is left with what is left, changing nothing', async () => {
    const showcase = await stocked(3);

    const first = await order(showcase, 2);
    const tooMany = await order(showcase, 2);

    expect(first.statusCode).toBe(201);
    expect(tooMany.statusCode).toBe(409);
    expect(stockShortSchema.parse(tooMany.json())).toEqual({
      detail: messages.order.stockLeft(1),
      stock_left: 1,
    });
    expect(await stockOf(db(), showcase.productId)).toBe(1);
    expect(await ordersOf(showcase.productId)).toBe(1);
  });

  it('says «Нет в наличии» when none is left, tracked stock unset counting as none', async () => {
    const showcase = await stocked(null);

    const refused = await order(showcase, 1);

    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ detail: messages.order.outOfStock, stock_left: 0 });
  });

  it('leaves untracked stock alone: today’s orders, whatever the figure', async () => {
    const showcase = await publishedShowcase(session.testApp, session.merchant, {
      product: { price: 500, stock: 0 },
    });

    expect((await order(showcase, 5)).statusCode).toBe(201);
    expect(await stockOf(db(), showcase.productId)).toBe(0);
  });

  it('gives a cancelled order’s quantity back once, and the card is available again', async () => {
    const showcase = await stocked(2);
    const placed = (await order(showcase, 2)).json().data.number;
    expect((await cardOf(showcase)).available).toBe(false);

    expect((await cancel(placed)).statusCode).toBe(200);
    await cancel(placed);

    expect(await stockOf(db(), showcase.productId)).toBe(2);
    expect((await cardOf(showcase)).available).toBe(true);
  });

  describe('variants', () => {
    let showcase: PublishedShowcase;
    let variants: Map<string, number>;

    beforeAll(async () => {
      showcase = await stocked(null);
      variants = await giveVariants(session.app, session.merchant, showcase.productId, [
        { values: ['красный', '250 мл'], stock: 5, sku: 'MUG-R-250' },
        { values: ['синий', '350 мл'], stock: 1, price: 700, sku: 'MUG-B-350' },
        { values: ['синий', '250 мл'], stock: 5, enabled: false },
      ]);
    });

    it('records the variant ordered: its values, SKU and price, taking its own stock', async () => {
      const variantId = variants.get('синий, 350 мл')!;

      const placed = await order(showcase, 1, { variant_id: variantId, unit_price_seen: 700 });

      expect(placed.statusCode).toBe(201);
      expect(placed.json().data.total).toBe(700);
      const [row] = await db()
        .select()
        .from(orderItems)
        .innerJoin(orders, eq(orders.id, orderItems.orderId))
        .where(eq(orders.number, placed.json().data.number));
      expect(row?.order_items).toMatchObject({
        variantId,
        productTitle: 'Кружка',
        variantValues: 'синий, 350 мл',
        sku: 'MUG-B-350',
        price: 700,
        stockTaken: true,
      });
      expect(await stockOf(db(), showcase.productId, variantId)).toBe(0);
      const again = await order(showcase, 1, { variant_id: variantId, unit_price_seen: 700 });
      expect(again.json()).toMatchObject({ detail: messages.order.outOfStock, stock_left: 0 });
    });

    it.each([
      ['no variant', {}, messages.order.variantRequired],
      ['a switched-off variant', { values: 'синий, 250 мл' }, messages.order.variantUnavailable],
      [
        'a variant of another product',
        { variant_id: 2_000_000 },
        messages.order.variantUnavailable,
      ],
    ])('refuses %s with 422', async (_, choice, detail) => {
      const variantId = 'values' in choice ? variants.get(choice.values as string) : undefined;
      const fields = variantId ? { variant_id: variantId } : choice;

      const refused = await order(showcase, 1, { unit_price_seen: 500, ...fields });

      expect(refused.statusCode).toBe(422);
      expect(refused.json().detail).toBe(detail);
    });

    it('charges the variant’s price: the product’s is a price the buyer did not see', async () => {
      const variantId = variants.get('синий, 350 мл')!;

      const refused = await order(showcase, 1, { variant_id: variantId, unit_price_seen: 500 });

      expect(refused.statusCode).toBe(409);
      expect(refused.json().price_now).toMatchObject({ price: '700.00' });
    });

    it('shows each combination’s availability on the card', async () => {
      const card = await cardOf(showcase);

      expect(card.available).toBe(true);
      expect(card.variants!.options.map((option) => option.title)).toEqual(['Цвет', 'Объём']);
      expect(card.variants!.items.map(({ price, available }) => ({ price, available }))).toEqual([
        { price: '500.00', available: true },
        { price: '700.00', available: false },
        { price: '500.00', available: false },
      ]);
    });
  });

  describe('the «Заканчивается» notice', () => {
    /** The notices of the product titled «Чашка», which only this test orders. */
    const lowNotices = async (shopId: number) =>
      (
        await db()
          .select({ payload: outboxMessages.payload })
          .from(outboxMessages)
          .where(and(eq(outboxMessages.kind, 'stock.low'), eq(outboxMessages.shopId, shopId)))
      ).filter(({ payload }) => (payload as { title: string }).title === 'Чашка');

    it('goes once per crossing of the threshold, to every receiving service', async () => {
      const shopId = await ownShopId(db(), session.merchant.email);
      await insertEmailContact(db(), session.merchant);
      const showcase = await stocked(4, 1, 'Чашка');

      const numbers: number[] = [];
      for (const quantity of [1, 1, 1]) {
        numbers.push((await order(showcase, quantity)).json().data.number);
      }
      expect(await stockOf(db(), showcase.productId)).toBe(1);
      expect(await lowNotices(shopId)).toEqual([{ payload: { title: 'Чашка', left: 1 } }]);

      await cancel(numbers[0]!);
      await cancel(numbers[1]!);
      await order(showcase, 2);

      expect(await lowNotices(shopId)).toHaveLength(2);
    });
  });
});
