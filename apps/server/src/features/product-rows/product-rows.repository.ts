import type { CategoryCounts, ProductRowView } from '@vitrina/contracts/product-rows';
import { and, eq, gt, or, sql, type SQL } from 'drizzle-orm';
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
import { containsNormalised, containsPattern } from '../../db/text-search';

export interface RowsScope {
  collectionIds: number[];
  categoryIds: number[];
  search: string | undefined;
  /** Only products out of stock. */
  outOfStock?: boolean;
}

/** A piece of the title (by its trigram index) or of the SKU. */
function searchCondition(search: string): SQL {
  return or(
    containsNormalised(sql`${products.title}`, search),
    sql`${products.sku} ilike ${containsPattern(search)}`,
  )!;
}

/**
 * Products after `after` filed under the merchant's categories of `ids` or their descendants.
 * The subtree is an array, not a join: its size is a guess to the planner, which then read every
 * link (50 ms at 100 000 products); as an array the links come by index (3 ms).
 */
function filedUnderSubtree(shopId: number, ids: number[], after: number): SQL {
  return sql`${products.id} in (
    select ${productCategories.productId} from ${productCategories}
    where ${productCategories.productId} > ${after} and ${productCategories.categoryId} = any(array(
      with recursive subtree(id) as (
        select ${categories.id} from ${categories}
        where ${categories.shopId} = ${shopId} and ${categories.id} = any(${sql.param(ids)}::int[])
        union
        select child.id from ${categories} child join subtree on child.parent_id = subtree.id
      )
      select id from subtree
    ))
  )`;
}

function scopeCondition(shopId: number, { collectionIds, categoryIds }: RowsScope, after: number) {
  return or(
    collectionIds.length > 0
      ? sql`${products.collectionId} = any(${sql.param(collectionIds)}::int[])`
      : undefined,
    categoryIds.length > 0 ? filedUnderSubtree(shopId, categoryIds, after) : undefined,
  );
}

/**
 * A product's variants counted and their enabled ones' stock summed, in one probe of the index
 * on (product_id, position) for each product the statement reaches: an aggregate, so one row
 * whatever the number of variants. float8: a sum of 500 int stocks may pass the int range.
 */
const variantFigures = sql`lateral (
  select count(*)::int as count,
    (sum(${productVariants.stock}) filter (where ${productVariants.enabled}))::float8 as stock
  from ${productVariants} where ${productVariants.productId} = ${products.id}
) variant_figures`;

/** The row's stock: the product's own, or its enabled variants' when it has variants. */
const stockFigure = sql`(case when variant_figures.count > 0
  then variant_figures.stock else ${products.stock} end)`;

/**
 * Tracked and none left. `track_stock` alone reads the product's row, so the planner tests it
 * before the variants' probe: an untracked product costs no probe.
 */
const outOfStock = sql`${products.trackStock} and coalesce(${stockFigure}, 0) = 0`;

export interface RowsPage {
  after: number;
  limit: number;
  urlBase: string;
}

/**
 * One page of rows after the id `after`, in id order. The product must be the merchant's as
 * well, so a collection or category id of another merchant matches nothing. Rubles as float8:
 * the driver answers numeric as text. A raw statement, so that every column is written with its
 * table (the main photo's and the variants' subqueries name two tables' ids).
 */
export function productRowsStatement(shopId: number, scope: RowsScope, page: RowsPage): SQL {
  const condition = and(
    eq(products.shopId, shopId),
    gt(products.id, page.after),
    scopeCondition(shopId, scope, page.after),
    scope.search === undefined ? undefined : searchCondition(scope.search),
    scope.outOfStock ? outOfStock : undefined,
  );
  return sql`
    select ${products.id}, ${products.collectionId} as collection_id, ${products.title},
      ${products.sku}, ${products.price}::float8 as price,
      ${products.discountValue}::float8 as discount_value,
      ${products.discountType} as discount_type, ${products.onSale} as "onSale",
      (
        select ${photoUrl(page.urlBase, 'preview')} from ${productPhotos}
        where ${productPhotos.productId} = ${products.id}
        order by ${productPhotos.position}, ${productPhotos.id} limit 1
      ) as main_photo_preview,
      ${products.trackStock} as track_stock, ${stockFigure} as stock,
      variant_figures.count as variants
    from ${products} cross join ${variantFigures} where ${condition}
    order by ${products.id} limit ${page.limit}`;
}

export async function selectProductRows(
  db: Db,
  shopId: number,
  scope: RowsScope,
  page: RowsPage,
): Promise<ProductRowView[]> {
  const result = (await db.execute(productRowsStatement(shopId, scope, page))) as unknown as {
    rows: ProductRowView[];
  };
  return result.rows;
}

interface CountRow {
  id: number | null;
  products: number;
}

/**
 * The collection's total (the row without an id) and each category's distinct products with its
 * descendants', in one statement: every category is paired with itself and each descendant,
 * and the products filed under those are counted per ancestor. No rows: not the merchant's.
 */
export async function selectCategoryCounts(
  db: Db,
  shopId: number,
  collectionId: number,
): Promise<CategoryCounts | undefined> {
  const result = (await db.execute(sql`
    with recursive owned as (
      select ${collections.id} from ${collections}
      where ${collections.id} = ${collectionId} and ${collections.shopId} = ${shopId}
    ),
    closure(ancestor, id) as (
      select ${categories.id}, ${categories.id} from ${categories}
      where ${categories.collectionId} in (select id from owned)
      union all
      select closure.ancestor, child.id from ${categories} child
      join closure on child.parent_id = closure.id
    )
    select null::int as id, count(${products.id})::int as products
    from owned left join ${products} on ${products.collectionId} = owned.id
    group by owned.id
    union all
    select closure.ancestor, count(distinct ${productCategories.productId})::int
    from closure join ${productCategories} on ${productCategories.categoryId} = closure.id
    group by closure.ancestor
    order by id nulls first`)) as unknown as { rows: CountRow[] };
  const [total, ...perCategory] = result.rows;
  if (!total || total.id !== null) return undefined;
  return {
    total: total.products,
    categories: perCategory.map((row) => ({ id: Number(row.id), products: row.products })),
  };
}
