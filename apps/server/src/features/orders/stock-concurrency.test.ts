import { messages } from '@vitrina/contracts/messages';
import { and, count, eq, sum } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orderItems, productVariants } from '../../db/schema';
import { cartOrderFor, cartShowcase } from '../../testing/carts';
import { orderFor, postOrder, publishedShowcase } from '../../testing/orders';
import { useSignedInApp } from '../../testing/signed-in-app';
import { stockOf, trackStock } from '../../testing/stocked-products';
import { giveVariants } from '../../testing/variants';

const ROUNDS = 25;
/**
 * 1 250 orders take about 20 s alone; a machine busy with other suites has doubled that. The
 * rounds are the point, so the test has the time they take rather than the default 30 s.
 */
const ROUNDS_TIMEOUT_MS = 120_000;
const BUYERS = 50;
const LEFT = 10;
const unlimited = { max: 100_000, windowSeconds: 60 };
const CARTS = 20;
const CART_ROUNDS = 5;
const CART_STOCK = 4;

describe('stock under parallel orders', () => {
  const session = useSignedInApp({
    rateLimits: { ordersPerIp: unlimited, ordersPerSite: unlimited },
  });
  const db = () => session.testApp.database.db;

  it(
    `sells exactly the last ${LEFT} units to ${BUYERS} parallel buyers, ${ROUNDS} rounds`,
    async () => {
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
            .from(orderItems)
            .where(and(eq(orderItems.variantId, variantId), eq(orderItems.stockTaken, true)))
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
    },
    ROUNDS_TIMEOUT_MS,
  );

  it(
    `sells every unit of three products once to ${CARTS} parallel carts of two or three lines, ${CART_ROUNDS} rounds`,
    async () => {
      const shop = await cartShowcase(session.testApp, session.merchant, [
        { title: 'Чайник', price: 1500 },
        { title: 'Пиала', price: 350 },
        { title: 'Сито', price: 200 },
      ]);
      const ids = shop.products.map((product) => product.id);
      for (const id of ids) await trackStock(db(), id, CART_STOCK);
      // Each cart asks one unit of two or three products: together far more than is left.
      const picks = [
        [0, 1],
        [1, 2],
        [2, 0],
        [0, 1, 2],
      ];
      const cartOf = (cart: number) => {
        const payload = cartOrderFor(shop);
        return { ...payload, lines: picks[cart % picks.length]!.map((at) => payload.lines[at]!) };
      };
      const totalOf = (cart: number) =>
        picks[cart % picks.length]!.reduce((sum, at) => sum + shop.products[at]!.unitPrice!, 0);
      const takenOf = async (productId: number) =>
        (
          await db()
            .select({ units: sum(orderItems.quantity).mapWith(Number) })
            .from(orderItems)
            .where(and(eq(orderItems.productId, productId), eq(orderItems.stockTaken, true)))
        )[0]!.units ?? 0;

      for (let round = 0; round < CART_ROUNDS; round++) {
        const takenBefore = await Promise.all(ids.map(takenOf));
        const answers = await Promise.all(
          Array.from({ length: CARTS }, (_, cart) =>
            postOrder(session.app, cartOf(cart), { ip: `192.0.${round}.${cart + 1}` }),
          ),
        );

        for (const [cart, answer] of answers.entries()) {
          if (answer.statusCode === 201) {
            expect(answer.json().data.total).toBe(totalOf(cart));
          } else {
            // Each line asks one unit: a refused cart names lines with none left.
            expect(answer.statusCode).toBe(409);
            expect(answer.json().lines).not.toHaveLength(0);
            for (const line of answer.json().lines) {
              expect(line).toMatchObject({ detail: messages.order.outOfStock, stock_left: 0 });
            }
          }
        }
        expect(answers.some((answer) => answer.statusCode === 201)).toBe(true);
        for (const [at, id] of ids.entries()) {
          const left = (await stockOf(db(), id))!;
          expect(left).toBeGreaterThanOrEqual(0);
          expect((await takenOf(id)) - takenBefore[at]! + left).toBe(CART_STOCK);
        }
        for (const id of ids) await trackStock(db(), id, CART_STOCK);
      }
    },
    ROUNDS_TIMEOUT_MS,
  );
});
