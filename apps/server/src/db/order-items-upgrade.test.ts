import { rm } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import type { DiscountType } from '@vitrina/contracts/enums';
import { orderTotal } from '@vitrina/contracts/pricing';
import { asc, eq } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsBefore, migrationsFolder } from '../testing/earlier-release';
import { pgliteExtensions } from './pglite';
import { orderItems, orders, widgetPublications, widgets } from './schema';

/** Orders as the one-product release kept them: each becomes a line of its own. */
const KEPT = [
  { title: 'Чай', price: '450.00', discount: '0', type: 'PERCENT', quantity: 2 },
  { title: 'Пуэр на заказ', price: null, discount: '0', type: 'PERCENT', quantity: 1 },
  { title: 'Кружка', price: '99.99', discount: '33.33', type: 'PERCENT', quantity: 3 },
  { title: 'Ложка', price: '150.00', discount: '200.00', type: 'RUBLES', quantity: 1 },
  { title: 'Тарелка', price: '1990.00', discount: '0.50', type: 'RUBLES', quantity: 7 },
  { title: 'Чашка', price: '12.35', discount: '15', type: 'PERCENT', quantity: 999 },
  // Half a kopeck off, which rounds up: 33.335 and 0.025 rubles.
  { title: 'Блюдце', price: '50.00', discount: '33.33', type: 'PERCENT', quantity: 1 },
  { title: 'Салфетка', price: '0.05', discount: '50', type: 'PERCENT', quantity: 3 },
  { title: 'Подарок', price: '10.00', discount: '100', type: 'PERCENT', quantity: 2 },
] as const;

describe('upgrading one-product orders to orders with lines', () => {
  const client = new PGlite({ extensions: pgliteExtensions });
  const db = drizzle(client);
  let earlierRelease: string;

  beforeAll(async () => {
    earlierRelease = await migrationsBefore('0024_order_items');
    await migrate(db, { migrationsFolder: earlierRelease });
    // The earlier schema, in plain SQL: the current one lacks the orders' product columns.
    await client.exec(`
      INSERT INTO users (email, password_hash) VALUES ('old@shop.example.ru', 'x');
      INSERT INTO shops (title) VALUES ('Лавка');
      INSERT INTO sites (shop_id, title) VALUES (1, 'Магазин');
      INSERT INTO widgets (shop_id, site_id, title, tag_div, style) VALUES
        (1, 1, 'Старая', 'vitrina-old', '{"accent_color": "#aa0000"}'),
        (1, 1, 'Пустая', 'vitrina-empty', '{}');
      INSERT INTO widget_publications (widget_id, content, style, contacts_id, published_at)
        VALUES (1, '[]', '{"columns": 2}', '[]', now());
    `);
    for (const [index, kept] of KEPT.entries()) {
      await client.query(
        `INSERT INTO orders (shop_id, number, site_id, product_id, variant_id, page_url,
          customer_name, customer_phone, quantity, product_title, variant_values, sku,
          stock_taken, price, discount_value, discount_type, module, idempotency_key,
          payload_hash)
        VALUES (1, $1, 1, $2, $3, 'https://shop.example.ru/', 'Анна', '+79001234567', $4, $5,
          $6, $7, $8, $9, $10, $11, 'THINGS', gen_random_uuid(), 'h')`,
        [
          1001 + index,
          100 + index,
          index === 2 ? 7 : null,
          kept.quantity,
          kept.title,
          index === 2 ? 'синий, 350 мл' : null,
          index === 2 ? 'MUG-B' : null,
          index % 2 === 0,
          kept.price,
          kept.discount,
          kept.type,
        ],
      );
    }
    await migrate(db, { migrationsFolder });
  });

  afterAll(async () => {
    await client.close();
    await rm(earlierRelease, { recursive: true, force: true });
  });

  it('makes each order one line with everything it kept, and its total as it showed it', async () => {
    const rows = await db
      .select()
      .from(orders)
      .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
      .orderBy(asc(orders.number));

    expect(rows).toHaveLength(KEPT.length);
    for (const [index, kept] of KEPT.entries()) {
      const { orders: order, order_items: line } = rows[index]!;
      const total =
        orderTotal(kept.price, kept.discount, kept.type as DiscountType, kept.quantity)?.total ??
        null;
      expect(line).toMatchObject({
        shopId: 1,
        position: 0,
        productId: 100 + index,
        variantId: index === 2 ? 7 : null,
        productTitle: kept.title,
        variantValues: index === 2 ? 'синий, 350 мл' : null,
        sku: index === 2 ? 'MUG-B' : null,
        stockTaken: index % 2 === 0,
        price: kept.price === null ? null : Number(kept.price),
        discountValue: Number(kept.discount),
        discountType: kept.type,
        module: 'THINGS',
        quantity: kept.quantity,
        total,
      });
      expect(order.total).toBe(total);
    }
  });

  it('keeps the widgets made before the cart ordering one product at once', async () => {
    const styles = await db.select({ style: widgets.style }).from(widgets).orderBy(widgets.id);
    const [published] = await db
      .select({ style: widgetPublications.style })
      .from(widgetPublications);

    expect(styles.map((row) => row.style)).toEqual([
      { accent_color: '#aa0000', order_flow: 'direct' },
      { order_flow: 'direct' },
    ]);
    expect(published!.style).toEqual({ columns: 2, order_flow: 'direct' });
  });
});
