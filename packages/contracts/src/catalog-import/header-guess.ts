// A merchant's own headers guessed into the columns' targets: Russian and English names, the way
// Excel price lists, shop exports and marketplace templates write them.
import {
  CHARACTERISTIC_PREFIX,
  IMPORT_FIELDS,
  IMPORT_FIELD_LABELS,
  OPTION_PREFIX,
  type ImportField,
  type ImportTarget,
} from './columns';

/** Other names of each field, written as `normalHeader` leaves them. */
const SYNONYMS: Record<ImportField, string[]> = {
  group: [
    'группа',
    'группа вариантов',
    'модель',
    'артикул модели',
    'group',
    'group id',
    'handle',
    'parent',
  ],
  title: ['наименование', 'товар', 'название товара', 'title', 'name', 'product', 'product name'],
  sku: ['артикул', 'код', 'код товара', 'sku', 'vendor code', 'article', 'variant sku'],
  price: ['цена', 'цена, руб', 'стоимость', 'цена продажи', 'price', 'variant price'],
  old_price: ['старая цена', 'цена до скидки', 'old price', 'compare at price', 'oldprice'],
  discount: ['скидка', 'discount'],
  description: ['описание', 'краткое описание', 'description', 'short description'],
  about: ['текст', 'подробное описание', 'полное описание', 'text', 'body', 'body html'],
  categories: ['категория', 'категории', 'раздел', 'category', 'categories', 'collection'],
  photos: [
    'фото',
    'фотографии',
    'изображение',
    'изображения',
    'картинка',
    'photo',
    'photos',
    'image',
    'images',
    'image src',
    'picture',
  ],
  stock: [
    'остаток',
    'остатки',
    'количество на складе',
    'в наличии',
    'stock',
    'quantity',
    'inventory',
    'variant inventory qty',
  ],
  on_sale: ['в продаже', 'продаётся', 'продается', 'активен', 'on sale', 'published', 'active'],
};

const CHARACTERISTIC_HEADS = [
  'характеристика',
  'свойство',
  'параметр',
  'param',
  'property',
  'attribute',
];
const OPTION_HEADS = ['вариант', 'опция', 'option', 'variant option'];

/** Lower case, ё as е, spaces squeezed, a trailing colon or unit in brackets dropped. */
function normalHeader(header: string): string {
  return header
    .toLowerCase()
    .replaceAll('ё', 'е')
    .replace(/\s*\([^)]*\)\s*$/, '')
    .replace(/[\s_]+/g, ' ')
    .replace(/[:*]+$/, '')
    .trim();
}

const FIELD_BY_NAME = new Map<string, ImportField>(
  IMPORT_FIELDS.flatMap((field) =>
    [IMPORT_FIELD_LABELS[field], ...SYNONYMS[field]].map(
      (name) => [normalHeader(name), field] as const,
    ),
  ),
);

/** «Характеристика: Цвет», «Param: Color», «Свойство - Материал»: the title after the head. */
function titled(header: string, heads: string[], prefix: string): string | null {
  if (header.startsWith(prefix)) return header.slice(prefix.length).trim() || null;
  const match = /^([^:\-–—]+)\s*[:\-–—]\s*(.+)$/.exec(header.trim());
  if (!match) return null;
  return heads.includes(normalHeader(match[1]!)) ? match[2]!.trim() : null;
}

/** What a header most likely holds; null where nothing fits (the column is skipped). */
export function guessTarget(header: string): ImportTarget | null {
  const option = titled(header, OPTION_HEADS, OPTION_PREFIX);
  if (option) return { option };
  const characteristic = titled(header, CHARACTERISTIC_HEADS, CHARACTERISTIC_PREFIX);
  if (characteristic) return { characteristic };
  const field = FIELD_BY_NAME.get(normalHeader(header));
  return field ? { field } : null;
}

/** Each header's guess; a field claimed by an earlier column is not given twice. */
export function guessMapping(headers: string[]): (ImportTarget | null)[] {
  const taken = new Set<ImportField>();
  return headers.map((header) => {
    const target = guessTarget(header);
    if (!target || !('field' in target)) return target;
    if (taken.has(target.field)) return null;
    taken.add(target.field);
    return target;
  });
}
