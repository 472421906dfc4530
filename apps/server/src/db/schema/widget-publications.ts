import { integer, jsonb, pgTable } from 'drizzle-orm/pg-core';
import { timestampWithZone } from './columns';
import { widgets } from './widgets';

/** A chosen node of a published showcase: exactly one of the two ids is set. */
export interface PublishedNode {
  collection_id: number | null;
  category_id: number | null;
}

/**
 * What visitors see of a widget: a snapshot of its showcase content, style and chosen contacts
 * taken when the merchant published it. No row: the widget is not published. Products stay live.
 */
export const widgetPublications = pgTable('widget_publications', {
  widgetId: integer('widget_id')
    .primaryKey()
    .references(() => widgets.id, { onDelete: 'cascade' }),
  content: jsonb('content').$type<PublishedNode[]>().notNull(),
  style: jsonb('style').$type<Record<string, unknown>>().notNull(),
  /** Ascending contact ids. */
  contactsId: jsonb('contacts_id').$type<number[]>().notNull(),
  publishedAt: timestampWithZone('published_at').notNull(),
});

export type WidgetPublicationRow = typeof widgetPublications.$inferSelect;
