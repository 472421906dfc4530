import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  showcases,
  widgetContacts,
  widgetPublications,
  widgets,
  type WidgetRow,
} from '../../db/schema';
import { draftContacts, draftContent } from './widget-drafts';

export type WidgetFields = Pick<WidgetRow, 'title' | 'description'>;

export type WidgetSummary = Pick<
  WidgetRow,
  'id' | 'siteId' | 'title' | 'description' | 'typeWidget' | 'tagDiv' | 'style'
> & {
  showcases: string[];
  contactsId: number[];
  publishedAt: Date | null;
  hasUnpublishedChanges: boolean;
};

export const ownedWidgets = (shopId: number) => eq(widgets.shopId, shopId);

/** The identifiers of the widget's showcases, grouped into its row: no query per widget. */
const showcaseIdentifiers = sql<string[]>`coalesce(
  json_agg(${showcases.identifier} order by ${showcases.id})
    filter (where ${showcases.id} is not null),
  '[]'::json
)`;

/** Published, and what the merchant edits is no longer what visitors see. */
export const hasUnpublishedChanges = sql<boolean>`${widgetPublications.widgetId} is not null and (
  ${widgetPublications.content} <> ${draftContent}
  or ${widgetPublications.style} <> ${widgets.style}
  or ${widgetPublications.contactsId} <> ${draftContacts}
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
      contactsId: draftContacts,
      publishedAt: widgetPublications.publishedAt,
      hasUnpublishedChanges,
    })
    .from(widgets)
    .leftJoin(showcases, eq(showcases.widgetId, widgets.id))
    .leftJoin(widgetPublications, eq(widgetPublications.widgetId, widgets.id))
    .where(condition)
    .groupBy(widgets.id, widgetPublications.widgetId)
    .orderBy(widgets.id);
}

/** The merchant's widget as it would be published now: its showcase content and its style. */
export async function selectDraftWidget(db: Db, shopId: number, id: number) {
  const [row] = await db
    .select({
      id: widgets.id,
      tagDiv: widgets.tagDiv,
      style: widgets.style,
      content: draftContent,
    })
    .from(widgets)
    .where(and(ownedWidgets(shopId), eq(widgets.id, id)));
  return row;
}

/** A widget and its one showcase. Call it inside a transaction. */
export async function insertWidgetWithShowcase(
  db: Db,
  values: WidgetFields & Pick<WidgetRow, 'shopId' | 'siteId' | 'typeWidget' | 'tagDiv'>,
): Promise<number> {
  const [row] = await db.insert(widgets).values(values).returning({ id: widgets.id });
  await db.insert(showcases).values({ widgetId: row!.id });
  return row!.id;
}

/** The id of the changed widget, or undefined when the merchant has none with this id. */
export async function updateWidget(
  db: Db,
  shopId: number,
  id: number,
  fields: Partial<WidgetFields & Pick<WidgetRow, 'style'>>,
) {
  const [row] = await db
    .update(widgets)
    .set(fields)
    .where(and(ownedWidgets(shopId), eq(widgets.id, id)))
    .returning({ id: widgets.id });
  return row?.id;
}

/** One statement: its showcases and their items go with it by cascade. */
export async function deleteWidget(db: Db, shopId: number, id: number) {
  const deleted = await db
    .delete(widgets)
    .where(and(ownedWidgets(shopId), eq(widgets.id, id)))
    .returning({ id: widgets.id });
  return deleted.length > 0;
}

/**
 * The merchant's widget, its row held until `tx` ends: a delete of it (or its site) waits, and
 * so do other changes of its contacts.
 */
export async function lockWidget(tx: Db, shopId: number, id: number) {
  const [row] = await tx
    .select({ id: widgets.id, title: widgets.title })
    .from(widgets)
    .where(and(ownedWidgets(shopId), eq(widgets.id, id)))
    .for('no key update');
  return row;
}

/** The widget's orders go to exactly these contacts. Call it inside a transaction. */
export async function replaceWidgetContacts(db: Db, widgetId: number, contactIds: number[]) {
  await db.delete(widgetContacts).where(eq(widgetContacts.widgetId, widgetId));
  if (contactIds.length === 0) return;
  await db.insert(widgetContacts).values(contactIds.map((contactId) => ({ widgetId, contactId })));
}

/**
 * Copies the widget's content, style and contacts into its publication, replacing an earlier
 * one. One statement reads all three from one snapshot; false when the merchant has no such
 * widget.
 */
export async function publishWidget(db: Db, shopId: number, id: number, publishedAt: Date) {
  const published = await db
    .insert(widgetPublications)
    .select(
      db
        .select({
          widgetId: widgets.id,
          content: draftContent.as('content'),
          style: widgets.style,
          contactsId: draftContacts.as('contacts_id'),
          publishedAt: sql`${publishedAt.toISOString()}::timestamptz`.as('published_at'),
        })
        .from(widgets)
        .where(and(ownedWidgets(shopId), eq(widgets.id, id))),
    )
    .onConflictDoUpdate({
      target: widgetPublications.widgetId,
      set: {
        content: sql`excluded.content`,
        style: sql`excluded.style`,
        contactsId: sql`excluded.contacts_id`,
        publishedAt: sql`excluded.published_at`,
      },
    })
    .returning({ widgetId: widgetPublications.widgetId });
  return published.length > 0;
}

/** Visitors stop seeing the widget; its draft stays. */
export async function unpublishWidget(db: Db, widgetId: number) {
  await db.delete(widgetPublications).where(eq(widgetPublications.widgetId, widgetId));
}
