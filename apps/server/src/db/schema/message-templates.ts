import { MESSAGE_TEMPLATE_KINDS } from '@vitrina/contracts/message-template-texts';
import { pgEnum, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { lifecycleDates } from './columns';
import { belongsTo } from './references';
import { shops } from './shops';

export const messageTemplateKindEnum = pgEnum('message_template_kind', MESSAGE_TEMPLATE_KINDS);

/**
 * A shop's own text of one of its order messages (issue 36): a row only for a text the shop
 * worded; without one the message has its default (contracts' `DEFAULT_MESSAGE_TEMPLATES`).
 */
export const messageTemplates = pgTable(
  'message_templates',
  {
    shopId: belongsTo('shop_id', () => shops.id),
    kind: messageTemplateKindEnum('kind').notNull(),
    text: text('text').notNull(),
    ...lifecycleDates(),
  },
  (table) => [primaryKey({ columns: [table.shopId, table.kind] })],
);

export type MessageTemplateRow = typeof messageTemplates.$inferSelect;
