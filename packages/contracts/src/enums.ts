// Enumerations of spec §3 and §9. Plain constants (no zod) so the widget can import them.

export const COLLECTION_TYPES = ['PRODUCT', 'SERVICE', 'UNIT', 'OBJECT', 'CONTENT'] as const;
export type CollectionType = (typeof COLLECTION_TYPES)[number];

export const DISCOUNT_TYPES = ['PERCENT', 'RUBLES'] as const;
export type DiscountType = (typeof DISCOUNT_TYPES)[number];

export const UNITS = ['THINGS', 'GRAM', 'KILOGRAM', 'LITER', 'MILLILITER'] as const;
export type Unit = (typeof UNITS)[number];

export const WIDGET_TYPES = ['SHOWCASE'] as const;
export type WidgetType = (typeof WIDGET_TYPES)[number];

export const CONTACT_TYPES = ['TELEGRAM', 'EMAIL'] as const;
export type ContactType = (typeof CONTACT_TYPES)[number];

export const GENDERS = ['NOT_SPECIFIED', 'MALE', 'FEMALE'] as const;
export type Gender = (typeof GENDERS)[number];

/** Cache tag types of the console's single RTK Query api (spec §3). */
export const TAG_TYPES = [
  'Collection',
  'Service',
  'Product',
  'Category',
  'Photo',
  'Characteristic',
  'Site',
  'Widget',
  'User',
  'Order',
  'Customer',
  'Analytics',
  'Setup',
  'Shop',
  'Team',
  'Blocklist',
  'Webhook',
] as const;
export type TagType = (typeof TAG_TYPES)[number];

/** Russian names of the collection types, as the create-collection dialog lists them (spec §2.7). */
export const COLLECTION_TYPE_LABELS = {
  PRODUCT: 'Товары',
  SERVICE: 'Услуги',
  UNIT: 'Юниты',
  OBJECT: 'Объекты',
  CONTENT: 'Контент',
} as const satisfies Record<CollectionType, string>;

/** Short Russian names of the product units (spec §3). */
export const UNIT_LABELS = {
  THINGS: 'Шт',
  GRAM: 'Гр',
  KILOGRAM: 'Кг',
  LITER: 'Л',
  MILLILITER: 'Мл',
} as const satisfies Record<Unit, string>;

/** Russian names of the contact types: the services page and the orders' delivery log. */
export const CONTACT_TYPE_LABELS = {
  TELEGRAM: 'Telegram',
  EMAIL: 'Электронная почта',
} as const satisfies Record<ContactType, string>;

/** Symbol written after a discount value (spec §2.7). */
export const DISCOUNT_TYPE_SYMBOLS = {
  PERCENT: '%',
  RUBLES: '₽',
} as const satisfies Record<DiscountType, string>;

/** Badge of a widget card (spec §2.5). */
export const WIDGET_TYPE_LABELS = {
  SHOWCASE: 'Витрина',
} as const satisfies Record<WidgetType, string>;

// Defaults of spec §9.
export const DEFAULT_COLLECTION_TYPE = 'PRODUCT' satisfies CollectionType;
export const DEFAULT_DISCOUNT_TYPE = 'PERCENT' satisfies DiscountType;
export const DEFAULT_UNIT = 'THINGS' satisfies Unit;
export const DEFAULT_ON_SALE = true;
export const DEFAULT_WIDGET_TYPE = 'SHOWCASE' satisfies WidgetType;
export const DEFAULT_ASIDE_OPENED = true;

/** `?tree=DOMAIN&tree=WIDGET&tree=TAGS`: which parts of a site to include. */
export const SITE_TREE_PARTS = ['DOMAIN', 'WIDGET', 'TAGS'] as const;
/** `?tree=TAGS&tree=PRODUCT`: which parts of a widget to include. */
export const WIDGET_TREE_PARTS = ['TAGS', 'PRODUCT'] as const;

/** The home checklist's steps (GET /api/v1/setup/) in the order a merchant takes them. */
export const SETUP_STEPS = [
  'site',
  'domain',
  'catalog',
  'content',
  'service',
  'publication',
  'order',
] as const;
export type SetupStep = (typeof SETUP_STEPS)[number];
