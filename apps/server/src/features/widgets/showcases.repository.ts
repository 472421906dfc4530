import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { categories, collections, showcaseItems, showcases, widgets } from '../../db/schema';

/** A chosen node of the catalog: exactly one of the two ids is set. */
export interface ShowcaseNode {
  collectionId: number | null;
  categoryId: number | null;
}

/**
 * The merchant's showcase with this public identifier, its row locked until `db`'s transaction
 * ends: another change of its content waits, and so does the delete of its widget or site.
 */
export async function lockShowcase(db: Db, shopId: number, identifier: string) {
  const [row] = await db
    .select({ id: showcases.id, widgetId: showcases.widgetId })
    .from(showcases)
    .innerJoin(widgets, eq(widgets.id, showcases.widgetId))
    .where(and(eq(widgets.shopId, shopId), eq(showcases.identifier, identifier)))
    .for('no key update', { of: showcases });
  return row;
}

/**
 * What `ids` name among the merchant's collections and categories. Both tables draw ids from one
 * sequence, so an id names at most one of them.
 */
export async function findCatalogNodes(
  db: Db,
  shopId: number,
  ids: number[],
): Promise<ShowcaseNode[]> {
  if (ids.length === 0) return [];
  const [owned, filed] = await Promise.all([
    db
      .select({ id: collections.id })
      .from(collections)
      .where(and(eq(collections.shopId, shopId), inArray(collections.id, ids))),
    db
      .select({ id: categories.id })
      .from(categories)
      .where(and(eq(categories.shopId, shopId), inArray(categories.id, ids))),
  ]);
  return [
    ...owned.map(({ id }) => ({ collectionId: id, categoryId: null })),
    ...filed.map(({ id }) => ({ collectionId: null, categoryId: id })),
  ];
}

/** The showcase shows exactly these nodes, in this order. Call it inside a transaction. */
export async function replaceShowcaseItems(db: Db, showcaseId: number, nodes: ShowcaseNode[]) {
  await db.delete(showcaseItems).where(eq(showcaseItems.showcaseId, showcaseId));
  if (nodes.length === 0) return;
  await db
    .insert(showcaseItems)
    .values(nodes.map((node, position) => ({ showcaseId, position, ...node })));
}

/**
 * The chosen nodes of the showcases of the widgets matching `widgetCondition`, with their
 * titles, in one statement; a category brings its collection's title too.
 */
export function selectShowcaseTags(db: Db, widgetCondition: SQL | undefined) {
  return db
    .select({
      widgetId: showcases.widgetId,
      collectionId: collections.id,
      collectionTitle: collections.title,
      categoryId: categories.id,
      categoryTitle: categories.title,
    })
    .from(showcaseItems)
    .innerJoin(showcases, eq(showcases.id, showcaseItems.showcaseId))
    .innerJoin(widgets, eq(widgets.id, showcases.widgetId))
    .leftJoin(categories, eq(categories.id, showcaseItems.categoryId))
    .innerJoin(
      collections,
      eq(collections.id, sql`coalesce(${showcaseItems.collectionId}, ${categories.collectionId})`),
    )
    .where(widgetCondition)
    .orderBy(asc(showcases.widgetId), asc(showcases.id), asc(showcaseItems.position));
}
