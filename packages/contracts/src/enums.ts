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
] as const;
export type TagType = (typeof TAG_TYPES)[number];
