// A collection's products read back in the import's own shape (imported-product.ts): what the
// export writes and what an import compares its file with. A page of products is one statement.
import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db, Rows } from '../../db/client';
import {
  categories,
  characteristics,
  characteristicValues,
  productCategories,
  productCharacteristics,
  productMainValues,
  productPhotos,
  products,
  productVariantOptions,
  productVariants,
} from '../../db/schema';

/** A product as stored, its links by title and its photos by storage key. */
export interface StoredEntry {
  id: number;
  title: string;
  sku: string | null;
  price: number | null;
  discount_value: number;
  discount_type: 'PERCENT' | 'RUBLES';
  description: string | null;
  about: string | null;
  on_sale: boolean;
  stock: number | null;
  category_ids: number[];
  photo_keys: string[];
  /** The photos' ids, in the order of `photo_keys`. */
  photo_ids: number[];
  /** Where an import took each photo from (null: uploaded), in the same order. */
  photo_sources: (string | null)[];
  characteristics: { title: string; values: string[] }[];
  options: { title: string; values: string[] }[];
  variants: StoredVariantEntry[];
}

export interface StoredVariantEntry {
  values: string[];
  sku: string | null;
  price: number | null;
  discount_value: number | null;
  discount_type: 'PERCENT' | 'RUBLES' | null;
  stock: number | null;
  photo_key: string | null;
  photo_source: string | null;
  enabled: boolean;
}

const categoryIdsJson = sql`coalesce((
  select json_agg(${productCategories.categoryId} order by ${productCategories.categoryId})
  from ${productCategories} where ${productCategories.productId} = ${products.id}), '[]'::json)`;

const photoIdsJson = sql`coalesce((
  select json_agg(${productPhotos.id} order by ${productPhotos.position}, ${productPhotos.id})
  from ${productPhotos} where ${productPhotos.productId} = ${products.id}), '[]'::json)`;

const photoSourcesJson = sql`coalesce((
  select json_agg(${productPhotos.source} order by ${productPhotos.position}, ${productPhotos.id})
  from ${productPhotos} where ${productPhotos.productId} = ${products.id}), '[]'::json)`;

const photoKeysJson = sql`coalesce((
  select json_agg(${productPhotos.origKey} order by ${productPhotos.position}, ${productPhotos.id})
  from ${productPhotos} where ${productPhotos.productId} = ${products.id}), '[]'::json)`;

/** The product's main values by characteristic, in the product's order of characteristics. */
const characteristicsJson = sql`coalesce((
  select json_agg(json_build_object('title', ${characteristics.title}, 'values', picked.values)
    order by ${productCharacteristics.position})
  from ${productCharacteristics} join ${characteristics}
    on ${characteristics.id} = ${productCharacteristics.characteristicId}
  cross join lateral (
    select json_agg(${characteristicValues.value}
      order by ${characteristicValues.position}, ${characteristicValues.id}) as values
    from ${productMainValues} join ${characteristicValues}
      on ${characteristicValues.id} = ${productMainValues.valueId}
    where ${productMainValues.productId} = ${products.id}
      and ${productMainValues.characteristicId} = ${characteristics.id}) as picked
  where ${productCharacteristics.productId} = ${products.id} and picked.values is not null
), '[]'::json)`;

/** The value texts of an array of value ids, in the array's order. */
const valueTexts = (ids: unknown) => sql`(
  select json_agg(${characteristicValues.value} order by picked.place)
  from unnest(${ids}) with ordinality as picked(value_id, place)
  join ${characteristicValues} on ${characteristicValues.id} = picked.value_id)`;

const optionsJson = sql`coalesce((
  select json_agg(json_build_object(
      'title', ${characteristics.title},
      'values', ${valueTexts(productVariantOptions.valueIds)})
    order by ${productVariantOptions.position})
  from ${productVariantOptions} join ${characteristics}
    on ${characteristics.id} = ${productVariantOptions.characteristicId}
  where ${productVariantOptions.productId} = ${products.id}), '[]'::json)`;

const variantsJson = sql`coalesce((
  select json_agg(json_build_object(
      'values', ${valueTexts(productVariants.valueIds)},
      'sku', ${productVariants.sku},
      'price', ${productVariants.price}::float8,
      'discount_value', ${productVariants.discountValue}::float8,
      'discount_type', ${productVariants.discountType},
      'stock', ${productVariants.stock},
      'photo_key', (select ${productPhotos.origKey} from ${productPhotos}
        where ${productPhotos.id} = ${productVariants.photoId}),
      'photo_source', (select ${productPhotos.source} from ${productPhotos}
        where ${productPhotos.id} = ${productVariants.photoId}),
      'enabled', ${productVariants.enabled})
    order by ${productVariants.position}, ${productVariants.id})
  from ${productVariants} where ${productVariants.productId} = ${products.id}), '[]'::json)`;

const entryColumns = sql`${products.id} as id, ${products.title} as title, ${products.sku} as sku,
  ${products.price}::float8 as price, ${products.discountValue}::float8 as discount_value,
  ${products.discountType} as discount_type, ${products.description} as description,
  ${products.about} as about, ${products.onSale} as on_sale,
  case when ${products.trackStock} then ${products.stock} end as stock,
  ${categoryIdsJson} as category_ids, ${photoKeysJson} as photo_keys, ${photoIdsJson} as photo_ids,
  ${photoSourcesJson} as photo_sources,
  ${characteristicsJson} as characteristics, ${optionsJson} as options,
  ${variantsJson} as variants`;

/** A page of the collection's products after `afterId`, in id order. */
export async function selectEntries(
  db: Db,
  collectionId: number,
  afterId: number,
  limit: number,
): Promise<StoredEntry[]> {
  const result = (await db.execute(sql`
    select ${entryColumns} from ${products}
    where ${products.collectionId} = ${collectionId} and ${products.id} > ${afterId}
    order by ${products.id} limit ${limit}`)) as unknown as Rows<StoredEntry>;
  return result.rows;
}

/** The collection's products of these ids. */
export async function selectEntriesById(
  db: Db,
  collectionId: number,
  ids: number[],
): Promise<StoredEntry[]> {
  if (!ids.length) return [];
  const result = (await db.execute(sql`
    select ${entryColumns} from ${products}
    where ${products.collectionId} = ${collectionId}
      and ${products.id} = any(${sql.param(ids)}::int[])`)) as unknown as Rows<StoredEntry>;
  return result.rows;
}

/** The collection's products a file's SKUs or titles name: what its products are matched with. */
export async function selectNamedProducts(
  db: Db,
  collectionId: number,
  skus: string[],
  titles: string[],
) {
  const named = [
    ...(skus.length ? [inArray(products.sku, skus)] : []),
    ...(titles.length ? [inArray(products.title, titles)] : []),
  ];
  if (!named.length) return [];
  return db
    .select({ id: products.id, sku: products.sku, title: products.title })
    .from(products)
    .where(and(eq(products.collectionId, collectionId), or(...named)))
    .orderBy(asc(products.id));
}

/** The collection's categories, for paths of titles. */
export async function selectCategoryTree(db: Db, collectionId: number) {
  return db
    .select({ id: categories.id, parentId: categories.parentId, title: categories.title })
    .from(categories)
    .where(eq(categories.collectionId, collectionId))
    .orderBy(asc(categories.id));
}

/** Titles of the characteristics that `links` (main values, or options) tie to the collection's products. */
function linkedTitles(
  db: Db,
  collectionId: number,
  links: typeof productMainValues | typeof productVariantOptions,
) {
  return db
    .selectDistinct({ title: characteristics.title })
    .from(links)
    .innerJoin(products, eq(products.id, links.productId))
    .innerJoin(characteristics, eq(characteristics.id, links.characteristicId))
    .where(eq(products.collectionId, collectionId));
}

/** Titles of the characteristics the collection's products have values of or vary by. */
export async function selectColumnTitles(db: Db, collectionId: number) {
  const [shownRows, optionRows] = await Promise.all([
    linkedTitles(db, collectionId, productMainValues),
    linkedTitles(db, collectionId, productVariantOptions),
  ]);
  const sorted = (rows: { title: string }[]) =>
    rows.map(({ title }) => title).sort((a, b) => a.localeCompare(b, 'ru'));
  return { characteristics: sorted(shownRows), options: sorted(optionRows) };
}

/** Fresh planner statistics of the tables an import fills. */
export async function analyzeCatalog(db: Db) {
  await db.execute(sql`analyze ${products}, ${productCategories}, ${productCharacteristics},
    ${productMainValues}, ${productVariants}, ${productPhotos}, ${categories}`);
}
