import type { Product } from '@vitrina/contracts/products';
import type { Widget, WidgetTag } from '@vitrina/contracts/platform';
import type { selectShowcaseTags } from './showcases.repository';
import type { WidgetSummary } from './widgets.repository';

export type TagRow = Awaited<ReturnType<typeof selectShowcaseTags>>[number];

export function toWidgetTag(row: TagRow): WidgetTag {
  return {
    collection_id: row.collectionId,
    collection_title: row.collectionTitle,
    ...(row.categoryId !== null && {
      category_id: row.categoryId,
      category_title: row.categoryTitle ?? '',
    }),
  };
}

/** The API's widget (spec §3); tags and products only when they were asked for. */
export function toWidget(
  row: WidgetSummary,
  parts: { tags?: WidgetTag[]; products?: Product[] } = {},
): Widget {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    type_widget: row.typeWidget,
    site_id: row.siteId,
    site: { id: row.siteId },
    tag_div: row.tagDiv,
    style: row.style,
    showcases: row.showcases,
    contacts_id: row.contactsId,
    published_at: row.publishedAt?.toISOString() ?? null,
    has_unpublished_changes: row.hasUnpublishedChanges,
    ...parts,
  };
}

/** Tags of many widgets, grouped by widget, in the order the merchant chose. */
export function tagsByWidget(rows: TagRow[]): Map<number, WidgetTag[]> {
  const byWidget = new Map<number, WidgetTag[]>();
  for (const row of rows) {
    const list = byWidget.get(row.widgetId) ?? [];
    list.push(toWidgetTag(row));
    byWidget.set(row.widgetId, list);
  }
  return byWidget;
}
