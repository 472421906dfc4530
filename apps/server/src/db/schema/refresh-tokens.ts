import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, timestampWithZone } from './columns';
import { users } from './users';

/** Opaque refresh tokens, stored hashed; one family per sign-in, rotated on every use. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: uuid('family_id').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestampWithZone('expires_at').notNull(),
    rotatedAt: timestampWithZone('rotated_at'),
    revokedAt: timestampWithZone('revoked_at'),
    createdAt: createdAt(),
  },
  (table) => [
    index('refresh_tokens_user_id_index').on(table.userId),
    index('refresh_tokens_family_id_index').on(table.familyId),
  ],
);

export type RefreshToken = typeof refreshTokens.$inferSelect;
export type NewRefreshToken = typeof refreshTokens.$inferInsert;
