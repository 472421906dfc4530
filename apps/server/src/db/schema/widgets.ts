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
    /**
     * The secret of the widget's public YML feed's address (`/api/v1/public/feeds/{token}.yml`);
     * null while the feed is off. Kept as it is, not hashed: the console shows the address.
     */
    feedToken: text('feed_token').unique(),
    ...lifecycleDates(),
  },
  (table) => [
    index('widgets_shop_id_index').on(table.shopId),
    index('widgets_site_id_index').on(table.siteId),
  ],
);

export type WidgetRow = typeof widgets.$inferSelect;
