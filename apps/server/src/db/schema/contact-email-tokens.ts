import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id, timestampWithZone } from './columns';
import { notifierContacts } from './notifier-contacts';
import { belongsTo } from './references';
import { shops } from './shops';

/** The single-use link of an e-mail contact's confirmation letter, stored as SHA-256 hex. */
export const contactEmailTokens = pgTable(
  'contact_email_tokens',
  {
    id: id(),
    shopId: belongsTo('shop_id', () => shops.id),
    contactId: belongsTo('contact_id', () => notifierContacts.id),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestampWithZone('expires_at').notNull(),
    usedAt: timestampWithZone('used_at'),
    createdAt: createdAt(),
  },
  (table) => [
    index('contact_email_tokens_contact_id_index').on(table.contactId),
    index('contact_email_tokens_shop_id_index').on(table.shopId),
  ],
);
