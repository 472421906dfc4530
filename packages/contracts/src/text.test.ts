import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as auth from './auth';
import * as blocklist from './blocklist';
import * as catalog from './catalog';
import * as characteristics from './characteristics';
import * as customers from './customers';
import * as feeds from './feeds';
import * as messageTemplates from './message-templates';
import { messages } from './messages';
import * as notifier from './notifier';
import * as payments from './payments';
import * as platform from './platform';
import * as products from './products';
import * as storefront from './storefront';
import { isStorableText, text } from './text';
import * as support from './support';
import * as variants from './variants';
import * as webhooks from './webhooks';

const NUL = '\u0000';
const refusal = messages.text.forbiddenCharacter;

const messagesOf = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('text()', () => {
  it.each([
    ['at the start', `${NUL}Чай`],
    ['inside', `Ча${NUL}й`],
    ['at the end', `Чай${NUL}`],
    ['alone', NUL],
  ])('refuses U+0000 %s', (_, value) => {
    expect(isStorableText(value)).toBe(false);
    expect(messagesOf(text().safeParse(value))).toEqual([refusal]);
  });

  it.each([
    ['other control characters', 'a\tb\u0001c\u007f'],
    ['emoji', 'Чай 🍵'],
    ['a lone surrogate, which reaches the database as U+FFFD', 'a\ud800b'],
    ['the escaped spelling of NUL', '\\u0000 \\0 %00'],
    ['an empty text', ''],
  ])('accepts %s', (_, value) => {
    expect(isStorableText(value)).toBe(true);
    expect(text().parse(value)).toBe(value);
  });

  it("answers z.string()'s parameters for what is not a string", () => {
    expect(messagesOf(text({ error: 'Нужен текст' }).safeParse(12))).toEqual(['Нужен текст']);
  });

  it("reports U+0000 first, then the field's own rules, which still apply", () => {
    const title = text().trim().min(4, 'Коротко').max(6, 'Длинно');

    expect(messagesOf(title.safeParse(` Ч${NUL}  `))).toEqual([refusal, 'Коротко']);
    expect(messagesOf(title.safeParse(`Чайник${NUL}`))).toEqual([refusal, 'Длинно']);
    expect(title.parse('  Чайник ')).toBe('Чайник');
  });
});

/** Paths of the free-text fields of a payload schema; formats (dates, uuids) refuse NUL anyway. */
function textFieldPaths(schema: z.ZodType, path: string[] = []): string[][] {
  if (schema instanceof z.ZodString) return [path];
  if (schema instanceof z.ZodObject) {
    return Object.entries(schema.shape as Record<string, z.ZodType>).flatMap(([key, field]) =>
      textFieldPaths(field, [...path, key]),
    );
  }
  if (
    schema instanceof z.ZodOptional ||
    schema instanceof z.ZodNullable ||
    schema instanceof z.ZodDefault
  ) {
    return textFieldPaths(schema.unwrap() as z.ZodType, path);
  }
  if (schema instanceof z.ZodArray)
    return textFieldPaths(schema.element as z.ZodType, [...path, '0']);
  return [];
}

function withValueAt(body: object, path: string[], value: string): object {
  const copy = JSON.parse(JSON.stringify(body)) as Record<string, unknown>;
  const parent = path.slice(0, -1).reduce<Record<string, unknown>>((node, key) => {
    const child = node[key];
    if (typeof child !== 'object' || child === null) throw new Error(`no ${path.join('.')}`);
    return child as Record<string, unknown>;
  }, copy);
  const field = path.at(-1) ?? '';
  if (typeof parent[field] !== 'string') throw new Error(`no text at ${path.join('.')}`);
  parent[field] = value;
  return copy;
}

const password = 'Витрина-2026';
const passwordPair = { password, confirm_password: password };

/** Every payload schema with a body that fills each of its text fields. */
const PAYLOADS: [string, z.ZodType, object][] = [
  ['emailExistsQuerySchema', auth.emailExistsQuerySchema, { email: 'a@shop.ru' }],
  ['loginFormSchema', auth.loginFormSchema, { username: 'a@shop.ru', password }],
  ['registerSchema', auth.registerSchema, { email: 'a@shop.ru', ...passwordPair }],
  ['passwordResetRequestSchema', auth.passwordResetRequestSchema, { email: 'a@shop.ru' }],
  ['passwordApplySchema', auth.passwordApplySchema, { ...passwordPair, token: 'токен' }],
  ['changeEmailSchema', auth.changeEmailSchema, { email: 'a@shop.ru' }],
  ['signInLinkFormSchema', auth.signInLinkFormSchema, { token: 'токен' }],
  [
    'changePasswordSchema',
    auth.changePasswordSchema,
    { password, new_password: password, confirm_new_password: password },
  ],
  [
    'profileUpdateSchema',
    auth.profileUpdateSchema,
    { first_name: 'Анна', last_name: 'Иванова', data_birth: '1990-05-01', gender: 'FEMALE' },
  ],
  [
    'collectionCreateSchema',
    catalog.collectionCreateSchema,
    { title: 'Одежда', description: 'Летняя' },
  ],
  [
    'collectionUpdateSchema',
    catalog.collectionUpdateSchema,
    { title: 'Одежда', description: 'Летняя' },
  ],
  ['categoryCreateSchema', catalog.categoryCreateSchema, { title: 'Кеды', collection_id: 1 }],
  ['categoryUpdateSchema', catalog.categoryUpdateSchema, { title: 'Кеды' }],
  [
    'productCreateSchema',
    products.productCreateSchema,
    { title: 'Кеды', sku: 'K-1', description: 'Белые', about: 'Кожа', text: 'Кожа' },
  ],
  [
    'productUpdateSchema',
    products.productUpdateSchema,
    { title: 'Кеды', sku: 'K-1', description: 'Белые', about: 'Кожа', text: 'Кожа' },
  ],
  [
    'siteCreateSchema',
    platform.siteCreateSchema,
    { title: 'Магазин', description: 'Одежда', domains: [{ link_domain: 'shop.ru' }] },
  ],
  ['siteUpdateSchema', platform.siteUpdateSchema, { title: 'Магазин', description: 'Одежда' }],
  ['domainUpdateSchema', platform.domainUpdateSchema, { link_domain: 'shop.ru' }],
  ['domainVerifySchema', platform.domainVerifySchema, { link: 'https://shop.ru/' }],
  [
    'widgetCreateSchema',
    platform.widgetCreateSchema,
    { title: 'Витрина', description: 'На главной', site_id: 1 },
  ],
  [
    'widgetUpdateSchema',
    platform.widgetUpdateSchema,
    { title: 'Витрина', description: 'На главной' },
  ],
  ['showcaseContentSchema', platform.showcaseContentSchema, { ids: [1] }],
  [
    'widgetStyleSchema',
    platform.widgetStyleSchema,
    { accent_color: '#2563eb', button_text: 'Заказать' },
  ],
  ['widgetContactsSchema', platform.widgetContactsSchema, { contacts_id: [1] }],
  ['widgetInstallCheckSchema', platform.widgetInstallCheckSchema, { link: 'https://shop.ru/' }],
  [
    'characteristicCreateSchema',
    characteristics.characteristicCreateSchema,
    { title: 'Цвет', values: ['красный', 'синий'] },
  ],
  [
    'characteristicUpdateSchema',
    characteristics.characteristicUpdateSchema,
    { title: 'Цвет', values: [{ id: 1, value: 'красный' }] },
  ],
  ['mainValuesSchema', characteristics.mainValuesSchema, { values_id: [1] }],
  [
    'telegramContactCreateSchema',
    notifier.telegramContactCreateSchema,
    { title: 'Заявки', description: 'Чат продаж', api_key: 'k'.repeat(43) },
  ],
  [
    'emailContactCreateSchema',
    notifier.emailContactCreateSchema,
    { title: 'Заявки', description: 'Почта продаж', email: 'sales@shop.ru' },
  ],
  [
    'contactUpdateSchema',
    notifier.contactUpdateSchema,
    { title: 'Заявки', description: 'Чат продаж' },
  ],
  [
    'orderPayloadSchema',
    storefront.orderPayloadSchema,
    {
      site_id: 1,
      tag_div: 'vitrina-1',
      product_id: 1,
      quantity: 1,
      name: 'Анна',
      phone: '+79001234567',
      email: 'anna@shop.ru',
      comment: 'Позвоните вечером',
      consent: true,
      page_url: 'https://shop.ru/',
      unit_price_seen: 990,
      website: '',
    },
  ],
  [
    'orderLinePayloadSchema',
    storefront.orderLinePayloadSchema,
    { product_id: 1, quantity: 1, unit_price_seen: 990 },
  ],
  ['feedSwitchSchema', feeds.feedSwitchSchema, { enabled: true }],
  ['customerUpdateSchema', customers.customerUpdateSchema, { note: 'Любит зелёный чай' }],
  ['refundCreateSchema', payments.refundCreateSchema, { amount: 1200.5 }],
  [
    'yookassaSettingsUpdateSchema',
    payments.yookassaSettingsUpdateSchema,
    {
      shop_id: '506751',
      secret_key: 'test_Fh8hUAVVBGUGbjmlzba6TB0iyUbos',
      test: true,
      vat_code: 1,
      tax_system_code: null,
      receipts: true,
    },
  ],
  ['customersQuerySchema', customers.customersQuerySchema, { search: 'Анна' }],
  [
    'customersExportQuerySchema',
    customers.customersExportQuerySchema,
    { search: 'Анна', format: 'csv' },
  ],
  [
    'variantsSaveSchema',
    variants.variantsSaveSchema,
    {
      options: [{ characteristic_id: 1, value_ids: [11] }],
      variants: [{ value_ids: [11], sku: 'MUG-R' }],
    },
  ],
  [
    'productMainValuesSchema',
    characteristics.productMainValuesSchema,
    { characteristics: [{ characteristic_id: 1, values_id: [11] }] },
  ],
  [
    'webhookEndpointCreateSchema',
    webhooks.webhookEndpointCreateSchema,
    { url: 'https://crm.example.ru/hooks/vitrina', events: ['order.created'] },
  ],
  ['webhookEndpointUpdateSchema', webhooks.webhookEndpointUpdateSchema, { enabled: false }],
  ['webhookDeliveriesQuerySchema', webhooks.webhookDeliveriesQuerySchema, { before: '7' }],
  [
    'blockedEntryCreateSchema',
    blocklist.blockedEntryCreateSchema,
    { kind: 'EMAIL', value: 'spam@example.ru', note: 'Звонит ночью' },
  ],
  [
    'messageTemplateUpdateSchema',
    messageTemplates.messageTemplateUpdateSchema,
    { text: 'Заявка #{номер} от {покупатель}' },
  ],
];

/** Answers (what the server writes, never read from a request) and fields payloads reuse. */
const NOT_PAYLOADS = new Set([
  'userSchema',
  'accessTokenSchema',
  'emailExistsResponseSchema',
  'userResponseSchema',
  'messageResponseSchema',
  'profileSchema',
  'emailLetterSchema',
  'emailLetterResponseSchema',
  'categoryNodeSchema',
  'collectionSummarySchema',
  'productCategorySchema',
  'productSchema',
  'productPhotoSchema',
  'collectionViewSchema',
  'domainSchema',
  'widgetTagSchema',
  'widgetSchema',
  'installCheckResultSchema',
  'siteSchema',
  'newPasswordSchema',
  'characteristicSchema',
  'characteristicValueSchema',
  'temporaryValueIdSchema',
  'lastDeliverySchema',
  'contactSchema',
  'telegramBotSchema',
  'storefrontPhotoSchema',
  'storefrontProductSchema',
  'cardPriceSchema',
  'priceChangedSchema',
  'storefrontTagSchema',
  'storefrontCardSchema',
  'storefrontShowcaseSchema',
  'storefrontShowcasesSchema',
  'orderCreatedSchema',
  'storefrontOptionValueSchema',
  'storefrontVariantSchema',
  'storefrontVariantsSchema',
  'stockShortSchema',
  'lineConflictSchema',
  'linesConflictSchema',
  'stockSchema',
  'stockThresholdSchema',
  'variantOptionSchema',
  'variantInputSchema',
  'variantSchema',
  'variantsSchema',
  'variantUsesSchema',
  'feedSettingsSchema',
  'customerSchema',
  'customerOrderSchema',
  'customerDetailSchema',
  'customersPageSchema',
  'yookassaSettingsSchema',
  'orderPaymentSchema',
  'orderRefundSchema',
  'paymentConfirmationSchema',
  'publicPaymentSchema',
  'sameSkuSchema',
  'widgetListItemSchema',
  'widgetListSchema',
  'supportContactSchema',
  'webhookUrlSchema',
  'webhookLastDeliverySchema',
  'webhookEndpointSchema',
  'webhookEndpointCreatedSchema',
  'webhookAttemptSchema',
  'webhookDeliverySchema',
  'webhookDeliveriesPageSchema',
  'webhookOrderSchema',
  'webhookOrderCreatedDataSchema',
  'webhookStatusChangedDataSchema',
  'webhookPaymentSucceededDataSchema',
  'webhookTestDataSchema',
  'webhookPayloadSchema',
  'blockedEntrySchema',
  'blockedEntryAnswerSchema',
  'blocklistAnswerSchema',
  'messageTemplateKindSchema',
  'messageTemplateSchema',
  'templatePreviewSchema',
]);

describe('every payload schema refuses U+0000 in each of its text fields', () => {
  it('lists every exported schema, payloads apart', () => {
    const exported = Object.keys({
      ...auth,
      ...catalog,
      ...characteristics,
      ...products,
      ...platform,
      ...notifier,
      ...storefront,
      ...variants,
      ...feeds,
      ...customers,
      ...payments,
      ...webhooks,
      ...blocklist,
      ...messageTemplates,
      ...support,
    }).filter((name) => name.endsWith('Schema'));
    const listed = new Set(PAYLOADS.map(([name]) => name));

    expect(exported.filter((name) => !listed.has(name) && !NOT_PAYLOADS.has(name))).toEqual([]);
  });

  describe.each(PAYLOADS)('%s', (_, schema, body) => {
    it('accepts the body it is tested with', () => {
      expect(schema.safeParse(body).error).toBeUndefined();
    });

    it.each(textFieldPaths(schema).map((path) => [path.join('.'), path]))('%s', (_field, path) => {
      const result = schema.safeParse(withValueAt(body, path, `Кеды${NUL}белые`));

      expect(result.error?.issues).toContainEqual(
        expect.objectContaining({ path: path.map(pathKey), message: refusal }),
      );
    });
  });
});

/** zod reports array indexes as numbers. */
function pathKey(key: string): string | number {
  return /^\d+$/.test(key) ? Number(key) : key;
}
