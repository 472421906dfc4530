import type { Product } from '@vitrina/contracts/products';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { photoUrl } from '../../db/photo-urls';
import {
  categories,
  collections,
  productCategories,
  productPhotos,
  products,
  productVariants,
} from '../../db/schema';
import { characteristicsJson, type CharacteristicValues } from './characteristics-json';

/**
 * The product's categories in id order. Each step is an index lookup by key, so the plan holds
 * without statistics (the embedded database never gathers them, and PostgreSQL has none right
 * after a bulk import): a join of the whole set was planned as a loop over every pair, 11 s for
 * 10 000 products.
 */
const categoriesJson = sql`coalesce((
  select json_agg((
    -- A row, not json_build_object, so the JSON comes out without spaces.
    select category from (
      select ${categories.id}, ${categories.title}, ${categories.parentId},
        ${categories.collectionId}
      from ${categories} where ${categories.id} = ${productCategories.categoryId}
    ) category
  ) order by ${productCategories.categoryId})
  from ${productCategories} where ${productCategories.productId} = ${products.id}
), '[]'::json)`;

/** Its one collection, in the list the API answers. */
const collectionsJson = sql`(
  select json_build_array(collection) from (
    select ${collections.id}, ${collections.title}, ${collections.type} from ${collections}
    where ${collections.id} = ${products.collectionId}
  ) collection
)`;

/** How many variants it sells: one index range on (product_id, position). */
const variantsCount = sql`(
  select count(*)::int from ${productVariants} where ${productVariants.productId} = ${products.id}
)`;

/**
 * Its photos in gallery order, each with the addresses of its files: `urlBase` (the media
 * storage's, passed as a parameter) and the key. `preview` is the 800 px file; the 320 px one
 * sits beside it (`…/320.webp`) for srcset and small thumbnails. One index range per product,
 * on (product_id, position).
 */
const photosJson = (urlBase: string) => sql`coalesce((
  select json_agg((
    select photo from (
      select ${productPhotos.id}, ${photoUrl(urlBase, 'orig')} as orig_photo,
        ${photoUrl(urlBase, 'preview')} as preview
    ) photo
  ) order by ${productPhotos.position}, ${productPhotos.id})
  from ${productPhotos} where ${productPhotos.productId} = ${products.id}
), '[]'::json)`;

/**
 * The API's product (spec §3), one row per product whose column names are the JSON keys. The
 * main photo is the first of its photos. The photos are looked up once per product in the
 * lateral subquery: `offset 0` keeps the planner from inlining it, which would run the lookup
 * once for each of the three columns that read it (twice the time for 10 000 products).
 */
const productRows = (condition: SQL, urlBase: string, values: CharacteristicValues) => sql`
  select ${products.id}, ${products.title}, ${products.sku}, ${products.description},
    ${products.about}, ${products.about} as text, ${products.price}, ${products.discountValue}, ${products.discountType},
    ${products.quantity}, ${products.module}, ${products.onSale} as "onSale",
    ${products.trackStock} as track_stock, ${products.stock}, ${products.stockThreshold} as stock_threshold,
    ${categoriesJson} as categories,
    ${collectionsJson} as collections,
    gallery.photos,
    gallery.photos->0->>'preview' as main_photo_preview,
    gallery.photos->0->>'orig_photo' as main_photo_orig,
    ${variantsCount} as variants_quantity,
    ${characteristicsJson(values)} as characteristics
  from ${products} cross join lateral (select ${photosJson(urlBase)} as photos offset 0) gallery
  where ${condition}`;

/** What a read is for: `urlBase` of the media files, and which characteristic values it carries. */
export interface ProductReadOptions {
  urlBase: string;
  characteristicValues: CharacteristicValues;
}

interface JsonList {
  list: string;
  count: number;
  /** The last product's id; null for none. */
  last: number | null;
}

/**
 * The products matching `condition` in id order, the first `limit` when given, as a JSON array
 * text, in one statement. PostgreSQL writes the JSON (row_to_json is compact, json_build_object
 * is not): on a list of thousands this beats decoding rows, above all on the embedded database,
 * whose row decoding runs in JavaScript.
 */
async function selectJsonList(
  db: Db,
  condition: SQL | undefined,
  { urlBase, characteristicValues }: ProductReadOptions,
  limit?: number,
): Promise<JsonList> {
  // Without a condition nothing matches: an unscoped list must never be read by mistake.
  const scope = condition ?? sql`false`;
  const page = limit === undefined ? sql`` : sql`order by ${products.id} limit ${limit}`;
  const result = (await db.execute(sql`
    select '[' || coalesce(string_agg(row_to_json(product)::text, ',' order by product.id), '')
      || ']' as list, count(*)::int as count, max(product.id) as last
    from (${productRows(scope, urlBase, characteristicValues)} ${page}) product`)) as unknown as {
    rows: JsonList[];
  };
  return result.rows[0]!;
}

/** The first `limit` products matching `condition`, as selectJsonList writes them. */
export const selectProductsPageJson = (
  db: Db,
  condition: SQL | undefined,
  options: ProductReadOptions,
  limit: number,
) => selectJsonList(db, condition, options, limit);

export async function selectProductsJson(
  db: Db,
  condition: SQL | undefined,
  options: ProductReadOptions,
): Promise<Product[]> {
  return JSON.parse((await selectJsonList(db, condition, options)).list) as Product[];
}
