import { COLLECTION_TYPES } from '@vitrina/contracts/enums';
import { index, pgEnum, pgTable, text } from 'drizzle-orm/pg-core';
import { catalogNodeId, lifecycleDates } from './columns';
import { users } from './users';
import { belongsTo } from './references';

export const collectionTypeEnum = pgEnum('collection_type', COLLECTION_TYPES);

/** A merchant's collection of products (or services, units, objects, content). */
export const collections = pgTable(
  'collections',
  {
    id: catalogNodeId(),
    userId: belongsTo('user_id', () => users.id),
    type: collectionTypeEnum('type').notNull().default('PRODUCT'),
    title: text('title').notNull(),
    description: text('description'),
    ...lifecycleDates(),
  },
  (table) => [index('collections_user_id_index').on(table.userId)],
);

export type Collection = typeof collections.$inferSelect;
