import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders, productVariants } from '../../db/schema';
import { orderFor, postOrder, publishedShowcase } from '../../testing/orders';
import { useSignedInApp } from '../../testing/signed-in-app';
import { stockOf, trackStock } from '../../testing/stocked-products';
import { giveVariants } from '../../testing/variants';

const ROUNDS = 25;
const BUYERS = 50;
const LEFT = 10;
const unlimited = { max: 100_000, windowSeconds: 60 };

describe('stock under parallel orders', () => {
  const session = useSignedInApp({
    rateLimits: { ordersPerIp: unlimited, ordersPerSite: unlimited },
  });
  const db = () => session.testApp.database.db;

  it(`sells exactly the last ${LEFT} units to ${BUYERS} parallel buyers, ${ROUNDS} rounds`, async () => {
    const showcase = await publishedShowcase(session.testApp, session.merchant, {
      product: { title: 'Кружка', price: 500 },
    });
    await trackStock(db(), showcase.productId, null);
    const variants = await giveVariants(session.app, session.merchant, showcase.productId, [
      { values: ['синий', '350 мл'], stock: LEFT },
    ]);
    const variantId = variants.get('синий, 350 мл')!;
    const payload = orderFor(showcase, { variant_id: variantId, quantity: 1 });
    const sold = async () =>
      (
        await db()
          .select({ rows: count() })
          .from(orders)
          .where(and(eq(orders.variantId, variantId), eq(orders.stockTaken, true)))
      )[0]!.rows;

    for (let round = 0; round < ROUNDS; round++) {
      await db()
        .update(productVariants)
        .set({ stock: LEFT })
        .where(eq(productVariants.id, variantId));
      const answers = await Promise.all(
        Array.from({ length: BUYERS }, (_, buyer) =>
          postOrder(session.app, payload, { ip: `198.51.${round}.${buyer + 1}` }),
        ),
      );
      const statuses = answers.map((answer) => answer.statusCode);

      expect(statuses.filter((status) => status === 201)).toHaveLength(LEFT);
      expect(statuses.filter((status) => status === 409)).toHaveLength(BUYERS - LEFT);
      expect(await stockOf(db(), showcase.productId, variantId)).toBe(0);
      expect(await sold()).toBe(LEFT * (round + 1));
    }
  });
});
