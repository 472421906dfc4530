import { index, pgTable, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { widgets } from './widgets';
import { belongsTo } from './references';

/** What a widget shows; the public identifier names it in the content call. One per widget. */
export const showcases = pgTable(
  'showcases',
  {
    id: id(),
    widgetId: belongsTo('widget_id', () => widgets.id),
    identifier: uuid('identifier').notNull().unique().defaultRandom(),
    createdAt: createdAt(),
  },
  (table) => [index('showcases_widget_id_index').on(table.widgetId)],
);
