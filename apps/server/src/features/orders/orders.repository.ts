import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  characteristicValues,
  notifierContacts,
  orderCounters,
  orderItems,
  orders,
  productCategories,
  products,
  productVariants,
  sites,
  widgetPublications,
  widgets,
  type NewOrderItemRow,
  type NewOrderRow,
  type OrderItemRow,
  type OrderRow,
  type PublishedNode,
} from '../../db/schema';

/** The first number a merchant's orders get. */
const FIRST_NUMBER = 1001;

/**
 * A published widget as an order needs it: whose it is, what it shows, who hears of orders, and
 * its site's title, the shop's name in the buyer's letter.
 */
export interface PublishedWidget {
  widgetId: number;
  shopId: number;
  content: PublishedNode[];
  contactsId: number[];
  siteTitle: string;
  /** The published style's `online_payment`: its orders are paid online (issue 33). */
  onlinePayment: boolean;
}

export async function findPublishedWidget(
  db: Db,
  siteId: number,
  tagDiv: string,
): Promise<PublishedWidget | undefined> {
  const [row] = await db
    .select({
      widgetId: widgets.id,
      shopId: widgets.shopId,
      content: widgetPublications.content,
      contactsId: widgetPublications.contactsId,
      siteTitle: sites.title,
      onlinePayment: sql<boolean>`coalesce((${widgetPublications.style}->>'online_payment')::boolean, false)`,
    })
    .from(widgets)
    .innerJoin(widgetPublications, eq(widgetPublications.widgetId, widgets.id))
    .innerJoin(sites, eq(sites.id, widgets.siteId))
    .where(and(eq(widgets.siteId, siteId), eq(widgets.tagDiv, tagDiv)));
  return row;
}

/** The nodes of every published widget of the site: what its showcases put on sale. */
export async function publishedContentOfSite(db: Db, siteId: number): Promise<PublishedNode[]> {
  const rows = await db
    .select({ content: widgetPublications.content })
    .from(widgetPublications)
    .innerJoin(widgets, eq(widgets.id, widgetPublications.widgetId))
    .where(eq(widgets.siteId, siteId));
  return rows.flatMap((row) => row.content);
}

/**
 * Those of the merchant's products that are on sale and under a node of the published content:
 * in one of its collections, or filed under one of its categories. One statement for a cart.
 */
export async function findOrderableProducts(
  db: Db,
  shopId: number,
  content: PublishedNode[],
  productIds: number[],
) {
  const collectionIds = content.flatMap((node) => node.collection_id ?? []);
  const categoryIds = content.flatMap((node) => node.category_id ?? []);
  const inCategories = db
    .select({ productId: productCategories.productId })
    .from(productCategories)
    .where(inArray(productCategories.categoryId, categoryIds));
  return db
    .select({
      id: products.id,
      title: products.title,
      sku: products.sku,
      price: products.price,
      discountValue: products.discountValue,
      discountType: products.discountType,
      module: products.module,
      trackStock: products.trackStock,
      stock: products.stock,
      stockThreshold: products.stockThreshold,
      hasVariants: sql<boolean>`exists (${db
        .select({ id: productVariants.id })
        .from(productVariants)
        .where(eq(productVariants.productId, products.id))})`,
    })
    .from(products)
    .where(
      and(
        inArray(products.id, productIds),
        eq(products.shopId, shopId),
        eq(products.onSale, true),
        or(inArray(products.collectionId, collectionIds), inArray(products.id, inCategories)),
      ),
    );
}

export type OrderableProduct = Awaited<ReturnType<typeof findOrderableProducts>>[number];

/**
 * Those of the variants that are switched on, with their product, their own price and discount
 * (null: the product's), their stock and their values in the options' order, «Синий, 350 мл».
 */
export async function findOrderableVariants(db: Db, variantIds: number[]) {
  if (variantIds.length === 0) return [];
  return db
    .select({
      id: productVariants.id,
      productId: productVariants.productId,
      sku: productVariants.sku,
      price: productVariants.price,
      discountValue: productVariants.discountValue,
      discountType: productVariants.discountType,
      stock: productVariants.stock,
      values: sql<string[]>`array(
        select ${characteristicValues.value}
        from unnest(${productVariants.valueIds}) with ordinality as chosen(value_id, place)
        join ${characteristicValues} on ${characteristicValues.id} = chosen.value_id
        order by chosen.place
      )`,
    })
    .from(productVariants)
    .where(and(inArray(productVariants.id, variantIds), eq(productVariants.enabled, true)));
}

export type OrderableVariant = Awaited<ReturnType<typeof findOrderableVariants>>[number];

/** A contact that hears of the widget's orders; `email` null for a Telegram chat. */
export interface ReceivingContact {
  id: number;
  email: string | null;
}

/** The merchant's contacts that can receive (confirmed and active) among `among`, in id order. */
function selectReceiving(db: Db, shopId: number, among?: SQL) {
  return db
    .select({ id: notifierContacts.id, email: notifierContacts.email })
    .from(notifierContacts)
    .where(
      and(
        eq(notifierContacts.shopId, shopId),
        among,
        eq(notifierContacts.isConfirmed, true),
        eq(notifierContacts.isActive, true),
      ),
    )
    .orderBy(notifierContacts.id);
}

/** Of the given contacts of the merchant, those that can receive, in id order. */
export async function receivingContacts(
  db: Db,
  shopId: number,
  ids: number[],
): Promise<ReceivingContact[]> {
  if (ids.length === 0) return [];
  return selectReceiving(db, shopId, inArray(notifierContacts.id, ids));
}

/** Every contact of the merchant that can receive: who hears of the shop's stock. */
export const shopReceivingContacts = (db: Db, shopId: number): Promise<ReceivingContact[]> =>
  selectReceiving(db, shopId);

/** Takes the merchant's next order number; the counter row stays locked until `tx` ends. */
export async function takeOrderNumber(tx: Db, shopId: number): Promise<number> {
  const [row] = await tx
    .insert(orderCounters)
    .values({ shopId, lastNumber: FIRST_NUMBER })
    .onConflictDoUpdate({
      target: orderCounters.shopId,
      set: { lastNumber: sql`${orderCounters.lastNumber} + 1` },
    })
    .returning({ number: orderCounters.lastNumber });
  return row!.number;
}

/** The order's lines, in one statement. */
export async function insertOrderItems(tx: Db, items: NewOrderItemRow[]): Promise<OrderItemRow[]> {
  return tx.insert(orderItems).values(items).returning();
}

/** Inserts the order, or nothing when its Idempotency-Key is already taken. */
export async function insertOrder(tx: Db, order: NewOrderRow): Promise<OrderRow | undefined> {
  const [row] = await tx
    .insert(orders)
    .values(order)
    .onConflictDoNothing({ target: orders.idempotencyKey })
    .returning();
  return row;
}

export async function findOrderByKey(db: Db, idempotencyKey: string) {
  const [row] = await db.select().from(orders).where(eq(orders.idempotencyKey, idempotencyKey));
  return row;
}
