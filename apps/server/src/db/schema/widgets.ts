import { WIDGET_TYPES } from '@vitrina/contracts/enums';
import { index, integer, jsonb, pgEnum, pgTable, text } from 'drizzle-orm/pg-core';
import { id, lifecycleDates } from './columns';
import { sites } from './sites';
import { users } from './users';

export const widgetTypeEnum = pgEnum('widget_type', WIDGET_TYPES);

/** A widget of a site; `tag_div` is the id of the container element it renders into. */
export const widgets = pgTable(
  'widgets',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description'),
    typeWidget: widgetTypeEnum('type_widget').notNull().default('SHOWCASE'),
    tagDiv: text('tag_div').notNull().unique(),
    style: jsonb('style').$type<Record<string, unknown>>().notNull().default({}),
    ...lifecycleDates(),
  },
  (table) => [
    index('widgets_user_id_index').on(table.userId),
    index('widgets_site_id_index').on(table.siteId),
  ],
);

export type WidgetRow = typeof widgets.$inferSelect;
