import { SHOP_ROLES } from '@vitrina/contracts/team';
import { sql } from 'drizzle-orm';
import { index, integer, pgEnum, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, lifecycleDates, timestampWithZone } from './columns';
import { belongsTo } from './references';
import { users } from './users';

export const shopRoleEnum = pgEnum('shop_role', SHOP_ROLES);

/** A shop: what a merchant's team works on together; every site, product and order is one's. */
export const shops = pgTable('shops', {
  id: id(),
  title: text('title').notNull(),
  /** An IANA zone: every date the console, exports, letters and analytics show is in it. */
  timeZone: text('time_zone').notNull().default('Europe/Moscow'),
  /** The statuses whose move sends the buyer (who gave an e-mail) a letter (issue 32). */
  buyerLetterStatuses: text('buyer_letter_statuses')
    .array()
    .notNull()
    .default(sql`'{CANCELLED}'::text[]`),
  ...lifecycleDates(),
});

/** A user's place in a shop, with a role (decision 57); a shop has exactly one owner. */
export const shopMembers = pgTable(
  'shop_members',
  {
    id: id(),
    shopId: belongsTo('shop_id', () => shops.id),
    userId: belongsTo('user_id', () => users.id),
    role: shopRoleEnum('role').notNull(),
    /** When the member last used the console in this shop; the shop used last is the default. */
    lastActiveAt: timestampWithZone('last_active_at'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('shop_members_shop_id_user_id_unique').on(table.shopId, table.userId),
    index('shop_members_user_id_index').on(table.userId),
    uniqueIndex('shop_members_one_owner_unique')
      .on(table.shopId)
      .where(sql`${table.role} = 'OWNER'`),
  ],
);

/** An invitation by e-mail to join a shop with a role; its link's token is kept as SHA-256 hex. */
export const shopInvitations = pgTable(
  'shop_invitations',
  {
    id: id(),
    shopId: belongsTo('shop_id', () => shops.id),
    /** Stored in lower case. */
    email: text('email').notNull(),
    role: shopRoleEnum('role').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    invitedBy: integer('invited_by').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestampWithZone('expires_at').notNull(),
    /** When its letter was last queued: once, and at each resend. */
    sentAt: timestampWithZone('sent_at').notNull(),
    acceptedAt: timestampWithZone('accepted_at'),
    revokedAt: timestampWithZone('revoked_at'),
    createdAt: createdAt(),
  },
  (table) => [
    // One invitation waiting per address and shop.
    uniqueIndex('shop_invitations_pending_email_unique')
      .on(table.shopId, table.email)
      .where(sql`${table.acceptedAt} IS NULL AND ${table.revokedAt} IS NULL`),
  ],
);

/** The journal of what members did in a shop, read by its owner, filterable by member. */
export const shopActions = pgTable(
  'shop_actions',
  {
    id: id(),
    shopId: belongsTo('shop_id', () => shops.id),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** The actor's address at that moment: the entry outlives the account. */
    actorEmail: text('actor_email').notNull(),
    action: text('action').notNull(),
    subject: text('subject').notNull(),
    at: timestampWithZone('at').notNull().defaultNow(),
  },
  (table) => [
    index('shop_actions_shop_id_id_index').on(table.shopId, table.id),
    index('shop_actions_shop_id_actor_id_id_index').on(table.shopId, table.actorId, table.id),
  ],
);

export type ShopRow = typeof shops.$inferSelect;
export type ShopMemberRow = typeof shopMembers.$inferSelect;
export type ShopInvitationRow = typeof shopInvitations.$inferSelect;
export type ShopActionRow = typeof shopActions.$inferSelect;
