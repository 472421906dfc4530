import { index, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { notifierContacts } from './notifier-contacts';
import { belongsTo } from './references';
import { widgets } from './widgets';

/** The merchant's contacts chosen to receive a widget's orders; a deleted contact leaves. */
export const widgetContacts = pgTable(
  'widget_contacts',
  {
    widgetId: belongsTo('widget_id', () => widgets.id),
    contactId: belongsTo('contact_id', () => notifierContacts.id),
  },
  (table) => [
    primaryKey({ columns: [table.widgetId, table.contactId] }),
    index('widget_contacts_contact_id_index').on(table.contactId),
  ],
);
