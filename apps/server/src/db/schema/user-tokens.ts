import { index, pgEnum, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id, timestampWithZone } from './columns';
import { users } from './users';
import { belongsTo } from './references';

export const USER_TOKEN_PURPOSES = ['EMAIL_VERIFY', 'PASSWORD_RESET', 'SIGN_IN'] as const;
export type UserTokenPurpose = (typeof USER_TOKEN_PURPOSES)[number];

export const userTokenPurposeEnum = pgEnum('user_token_purpose', USER_TOKEN_PURPOSES);

/**
 * Single-use tokens sent by letter (e-mail confirmation, password reset, the sign-in link of a
 * locked account), stored as SHA-256 hex.
 */
export const userTokens = pgTable(
  'user_tokens',
  {
    id: id(),
    userId: belongsTo('user_id', () => users.id),
    purpose: userTokenPurposeEnum('purpose').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    /** The address an e-mail change confirms; null when the token confirms the current one. */
    newEmail: text('new_email'),
    expiresAt: timestampWithZone('expires_at').notNull(),
    usedAt: timestampWithZone('used_at'),
    createdAt: createdAt(),
  },
  (table) => [index('user_tokens_user_id_purpose_index').on(table.userId, table.purpose)],
);

export type UserToken = typeof userTokens.$inferSelect;
