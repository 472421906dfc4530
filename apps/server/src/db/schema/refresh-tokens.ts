import { index, integer, pgTable, text, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { createdAt, id, timestampWithZone } from './columns';
import { sessions } from './sessions';

/** Opaque refresh tokens, stored as SHA-256 hex; each `PUT refresh` rotates one into a successor. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: id(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    /**
     * The token this one was rotated from (none for a sign-in's first). It tells a rotated
     * token's direct successor, and unique, it lets a token have one successor at most.
     */
    parentId: integer('parent_id')
      .unique()
      .references((): AnyPgColumn => refreshTokens.id, { onDelete: 'cascade' }),
    rotatedAt: timestampWithZone('rotated_at'),
    createdAt: createdAt(),
  },
  (table) => [index('refresh_tokens_session_id_index').on(table.sessionId)],
);

export type RefreshToken = typeof refreshTokens.$inferSelect;
