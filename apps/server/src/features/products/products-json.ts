import type { Product } from '@vitrina/contracts/products';
import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { categories, collections, productCategories, products } from '../../db/schema';

/**
 * The categories of each product matching `condition`, aggregated once for all of them: a
 * per-product subquery would be planned per row, and without fresh statistics (the embedded
 * database never gathers them) the planner scans every category for each product.
 */
const categoriesOfProducts = (db: Db, condition: SQL) =>
  db
    .select({
      productId: productCategories.productId,
      // A row (not json_build_object) so the JSON comes out without spaces.
      categories: sql`json_agg((
        select category from (select ${categories.id}, ${categories.title},
          ${categories.parentId}, ${categories.collectionId}) category
      ) order by ${categories.id})`.as('categories'),
    })
    .from(productCategories)
    .innerJoin(categories, eq(categories.id, productCategories.categoryId))
    .where(
      inArray(
        productCategories.productId,
        db.select({ id: products.id }).from(products).where(condition),
      ),
    )
    .groupBy(productCategories.productId);

/** Its one collection, in the list the API answers. */
const collectionsJson = sql`(
  select json_build_array(collection) from (
    select ${collections.id}, ${collections.title}, ${collections.type} from ${collections}
    where ${collections.id} = ${products.collectionId}
  ) collection
)`;

/**
 * The API's product (spec §3), one row per product whose column names are the JSON keys.
 * Photos, variants and characteristics come with later features; until then they are empty.
 */
const productRows = (condition: SQL) => sql`
  select ${products.id}, ${products.title}, ${products.sku}, ${products.description},
    ${products.about}, ${products.price}, ${products.discountValue}, ${products.discountType},
    ${products.quantity}, ${products.module}, ${products.onSale} as "onSale",
    coalesce(filed_under.categories, '[]'::json) as categories,
    ${collectionsJson} as collections,
    '[]'::json as photos,
    null as main_photo_preview,
    null as main_photo_orig,
    0 as variants_quantity,
    '[]'::json as characteristics
  from ${products}
  left join filed_under on filed_under.product_id = ${products.id}
  where ${condition}`;

/**
 * The products matching `condition` in id order, as a JSON array text, in one statement.
 * PostgreSQL writes the JSON (row_to_json is compact, json_build_object is not): on a list of
 * thousands this beats decoding rows, above all on the embedded database, whose row decoding
 * runs in JavaScript.
 */
export async function selectProductsJsonText(db: Db, condition: SQL | undefined): Promise<string> {
  // Without a condition nothing matches: an unscoped list must never be read by mistake.
  const scope = condition ?? sql`false`;
  const result = (await db.execute(sql`
    with filed_under as (${categoriesOfProducts(db, scope)})
    select '[' || coalesce(string_agg(row_to_json(product)::text, ',' order by product.id), '')
      || ']' as list
    from (${productRows(scope)}) product`)) as unknown as { rows: { list: string }[] };
  return result.rows[0]!.list;
}

export async function selectProductsJson(db: Db, condition: SQL | undefined): Promise<Product[]> {
  return JSON.parse(await selectProductsJsonText(db, condition)) as Product[];
}
