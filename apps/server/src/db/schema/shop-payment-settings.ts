import { PAYMENT_PROVIDERS } from '@vitrina/contracts/payment-texts';
import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgEnum, pgTable, text } from 'drizzle-orm/pg-core';
import { id, lifecycleDates } from './columns';
import { belongsTo } from './references';
import { shops } from './shops';

export const paymentProviderEnum = pgEnum('payment_provider', PAYMENT_PROVIDERS);

/**
 * The payment provider a shop has connected (issue 33), one at most: its keys there and the
 * settings of its 54-ФЗ receipts. The secret key is kept encrypted (infra/secrets), never in
 * clear; its last characters are kept apart to show.
 */
export const shopPaymentSettings = pgTable(
  'shop_payment_settings',
  {
    id: id(),
    shopId: belongsTo('shop_id', () => shops.id).unique(),
    provider: paymentProviderEnum('provider').notNull(),
    /** The shop's id at the provider (ЮKassa's shopId), digits. */
    providerShopId: text('provider_shop_id').notNull(),
    /** `v1.…`: see createSecretsCipher, with the shop and provider as its context. */
    secretKeyEncrypted: text('secret_key_encrypted').notNull(),
    secretKeyLast4: text('secret_key_last4').notNull(),
    /** A test shop at the provider: its payments take no money. */
    test: boolean('test').notNull(),
    vatCode: integer('vat_code').notNull(),
    /** Null: receipts name no tax system. */
    taxSystemCode: integer('tax_system_code'),
    receipts: boolean('receipts').notNull(),
    ...lifecycleDates(),
  },
  (table) => [
    check('shop_payment_settings_vat_code', sql`${table.vatCode} BETWEEN 1 AND 12`),
    check(
      'shop_payment_settings_tax_system_code',
      sql`${table.taxSystemCode} IS NULL OR ${table.taxSystemCode} BETWEEN 1 AND 6`,
    ),
  ],
);

export type ShopPaymentSettingsRow = typeof shopPaymentSettings.$inferSelect;
export type NewShopPaymentSettingsRow = typeof shopPaymentSettings.$inferInsert;
