import { sql } from 'drizzle-orm';
import type { PublishedNode } from '../../db/schema';

// The widget's configuration as the merchant edits it, as values of its row: a publication
// copies them, and comparing them with the publication tells of unpublished changes. Written
// with qualified names: an insert's select renders drizzle's columns unqualified, and a bare
// "id" would name the subquery's own table instead of the widget.

/** The chosen nodes of the widget's showcase, in the merchant's order. */
export const draftContent = sql<PublishedNode[]>`(
  select coalesce(
    jsonb_agg(
      jsonb_build_object('collection_id', item.collection_id, 'category_id', item.category_id)
      order by showcase.id, item.position
    ),
    '[]'::jsonb
  )
  from showcase_items item
  join showcases showcase on showcase.id = item.showcase_id
  where showcase.widget_id = "widgets"."id"
)`;

/** The ids of the contacts chosen for the widget, ascending. */
export const draftContacts = sql<number[]>`(
  select coalesce(jsonb_agg(chosen.contact_id order by chosen.contact_id), '[]'::jsonb)
  from widget_contacts chosen
  where chosen.widget_id = "widgets"."id"
)`;
