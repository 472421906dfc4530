import { WIDGET_TYPES } from '@vitrina/contracts/enums';
import { index, jsonb, pgEnum, pgTable, text } from 'drizzle-orm/pg-core';
import { id, lifecycleDates } from './columns';
import { sites } from './sites';
import { shops } from './shops';
import { belongsTo } from './references';

export const widgetTypeEnum = pgEnum('widget_type', WIDGET_TYPES);

/** A widget of a site; `tag_div` is the id of the container element it renders into. */
export const widgets = pgTable(
  'widgets',
  {
    id: id(),
    shopId: belongsTo('shop_id', () => shops.id),
    siteId: belongsTo('site_id', () => sites.id),
    title: text('title').notNull(),
    description: text('description'),
    typeWidget: widgetTypeEnum('type_widget').notNull().default('SHOWCASE'),
    tagDiv: text('tag_div').notNull().unique(),
    style: jsonb('style').$type<Record<string, unknown>>().notNull().default({}),
    ...lifecycleDates(),
  },
  (table) => [
    index('widgets_shop_id_index').on(table.shopId),
    index('widgets_site_id_index').on(table.siteId),
  ],
);

export type WidgetRow = typeof widgets.$inferSelect;
