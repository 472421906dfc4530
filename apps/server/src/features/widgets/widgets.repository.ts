import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { showcases, widgets, type WidgetRow } from '../../db/schema';

export type WidgetFields = Pick<WidgetRow, 'title' | 'description'>;

export type WidgetSummary = Pick<
  WidgetRow,
  'id' | 'siteId' | 'title' | 'description' | 'typeWidget' | 'tagDiv' | 'style'
> & { showcases: string[] };

export const ownedWidgets = (userId: number) => eq(widgets.userId, userId);

/** The identifiers of the widget's showcases, grouped into its row: no query per widget. */
const showcaseIdentifiers = sql<string[]>`coalesce(
  json_agg(${showcases.identifier} order by ${showcases.id})
    filter (where ${showcases.id} is not null),
  '[]'::json
)`;

export function selectWidgets(db: Db, condition: SQL | undefined): Promise<WidgetSummary[]> {
  return db
    .select({
      id: widgets.id,
      siteId: widgets.siteId,
      title: widgets.title,
      description: widgets.description,
      typeWidget: widgets.typeWidget,
      tagDiv: widgets.tagDiv,
      style: widgets.style,
      showcases: showcaseIdentifiers,
    })
    .from(widgets)
    .leftJoin(showcases, eq(showcases.widgetId, widgets.id))
    .where(condition)
    .groupBy(widgets.id)
    .orderBy(widgets.id);
}

/** A widget and its one showcase. Call it inside a transaction. */
export async function insertWidgetWithShowcase(
  db: Db,
  values: WidgetFields & Pick<WidgetRow, 'userId' | 'siteId' | 'typeWidget' | 'tagDiv'>,
): Promise<number> {
  const [row] = await db.insert(widgets).values(values).returning({ id: widgets.id });
  await db.insert(showcases).values({ widgetId: row!.id });
  return row!.id;
}

/** The id of the changed widget, or undefined when the merchant has none with this id. */
export async function updateWidget(
  db: Db,
  userId: number,
  id: number,
  fields: Partial<WidgetFields>,
) {
  const [row] = await db
    .update(widgets)
    .set(fields)
    .where(and(ownedWidgets(userId), eq(widgets.id, id)))
    .returning({ id: widgets.id });
  return row?.id;
}

/** One statement: its showcases and their items go with it by cascade. */
export async function deleteWidget(db: Db, userId: number, id: number) {
  const deleted = await db
    .delete(widgets)
    .where(and(ownedWidgets(userId), eq(widgets.id, id)))
    .returning({ id: widgets.id });
  return deleted.length > 0;
}
