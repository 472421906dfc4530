import { index, pgTable, uuid } from 'drizzle-orm/pg-core';
import { createdAt, timestampWithZone } from './columns';
import { users } from './users';
import { belongsTo } from './references';

/**
 * One sign-in. Its id is also the refresh-token family: every token rotated from that sign-in
 * belongs to it, and revoking the session ends them all and the access tokens that name it.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: belongsTo('user_id', () => users.id),
    createdAt: createdAt(),
    expiresAt: timestampWithZone('expires_at').notNull(),
    revokedAt: timestampWithZone('revoked_at'),
  },
  (table) => [index('sessions_user_id_index').on(table.userId)],
);

export type Session = typeof sessions.$inferSelect;
