import { COLLECTION_TYPES } from '@vitrina/contracts/enums';
import { index, pgEnum, pgTable, text } from 'drizzle-orm/pg-core';
import { catalogNodeId, lifecycleDates } from './columns';
import { shops } from './shops';
import { belongsTo } from './references';

export const collectionTypeEnum = pgEnum('collection_type', COLLECTION_TYPES);

/** A merchant's collection of products (or services, units, objects, content). */
export const collections = pgTable(
  'collections',
  {
    id: catalogNodeId(),
    shopId: belongsTo('shop_id', () => shops.id),
    type: collectionTypeEnum('type').notNull().default('PRODUCT'),
    title: text('title').notNull(),
    description: text('description'),
    ...lifecycleDates(),
  },
  (table) => [index('collections_shop_id_index').on(table.shopId)],
);

export type Collection = typeof collections.$inferSelect;
