// The columns a catalog table has (issue 31): what the export writes, in its order, and what the
// import maps a merchant's own headers to. One list, so an exported file imports unchanged.
import { z } from 'zod';

/** A product's fields a column can hold, in the export's order. */
export const IMPORT_FIELDS = [
  'group',
  'title',
  'sku',
  'price',
  'old_price',
  'discount',
  'description',
  'about',
  'categories',
  'photos',
  'stock',
  'on_sale',
] as const;

export type ImportField = (typeof IMPORT_FIELDS)[number];

/** The export's headers, and the mapping screen's names of the fields. */
export const IMPORT_FIELD_LABELS = {
  group: 'Группа вариантов',
  title: 'Название',
  sku: 'Артикул',
  price: 'Цена',
  old_price: 'Старая цена',
  discount: 'Скидка',
  description: 'Описание',
  about: 'Текст',
  categories: 'Категория',
  photos: 'Фото',
  stock: 'Остаток',
  on_sale: 'В продаже',
} as const satisfies Record<ImportField, string>;

/** A column of a characteristic's values: «Характеристика: Цвет». */
export const CHARACTERISTIC_PREFIX = 'Характеристика: ';
/** A column of a variant option's values: «Вариант: Размер». */
export const OPTION_PREFIX = 'Вариант: ';

/**
 * Where a column goes: a field, a characteristic or a variant option of that title, or nowhere
 * (null: the column is skipped).
 */
export type ImportTarget = { field: ImportField } | { characteristic: string } | { option: string };

const characteristicTitle = z.string().trim().min(1).max(255);

export const importTargetSchema = z.union([
  z.object({ field: z.enum(IMPORT_FIELDS) }).strict(),
  z.object({ characteristic: characteristicTitle }).strict(),
  z.object({ option: characteristicTitle }).strict(),
]);

/** The mapping of a table: one target (or null) per column, left to right. */
export const importMappingSchema = z.object({
  /** A workbook's sheet to read; the first when left out. */
  sheet: z.string().max(255).optional(),
  columns: z.array(importTargetSchema.nullable()).max(500),
});

export type ImportMapping = z.infer<typeof importMappingSchema>;

/** The header an export writes for a target. */
export function headerOf(target: ImportTarget): string {
  if ('field' in target) return IMPORT_FIELD_LABELS[target.field];
  if ('characteristic' in target) return CHARACTERISTIC_PREFIX + target.characteristic;
  return OPTION_PREFIX + target.option;
}
