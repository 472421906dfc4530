import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { photoUrlsJson } from '../../db/photo-urls';
import { productCategories, productPhotos, products } from '../../db/schema';
import { characteristicsJson } from './characteristics-json';

type Rows<Row> = { rows: Row[] };

/** A photo's files as the public answers name them: 800 px, 320 px and the original. */
export interface PublicPhoto {
  preview: string;
  small: string;
  orig: string;
}

/** A product as a public showcase card needs it (issue 13), nothing the merchant keeps private. */
export interface ProductCardRow {
  id: number;
  title: string;
  description: string | null;
  price: string | null;
  discount_value: string;
  discount_type: string;
  module: string;
  collection_id: number;
  /** Its categories among those asked for. */
  category_ids: number[];
  photo: PublicPhoto | null;
  characteristics: { title: string; values: { value: string; main_value: boolean }[] }[];
}

/** What the product view adds to a card (issue 26): every photo in order and the long text. */
export interface ProductViewRow {
  id: number;
  photos: PublicPhoto[];
  /** The product's «Текст» (`about`), plain text. */
  text: string | null;
}

/** Which products a read takes; `categoryIds` with every chosen category's descendants. */
export interface CardsScope {
  collectionIds: number[];
  categoryIds: number[];
}

/** The product's categories among the scope's, or null when it is filed under none of them. */
const categoriesIn = ({ categoryIds }: CardsScope) => sql`(
  select array_agg(${productCategories.categoryId}) from ${productCategories}
  where ${productCategories.productId} = ${products.id}
    and ${productCategories.categoryId} = any(${sql.param(categoryIds)}::int[])
)`;

/** The owner's products on sale in any of the scope's collections or filed under its categories. */
function onSaleIn(shopId: number, scope: CardsScope): SQL {
  return sql`${products.shopId} = ${shopId} and ${products.onSale} and (
    ${products.collectionId} = any(${sql.param(scope.collectionIds)}::int[])
    or ${categoriesIn(scope)} is not null
  )`;
}

/** The gallery's order: by position, ties by id; the first is the main photo. */
const photoOrder = sql`${productPhotos.position}, ${productPhotos.id}`;

/**
 * The owner's products on sale in any of the collections, or filed under any of the categories,
 * in id order, with only what a card needs: one statement whatever the catalog's size.
 */
export async function selectProductCards(
  db: Db,
  shopId: number,
  scope: CardsScope,
  urlBase: string,
): Promise<ProductCardRow[]> {
  const result = (await db.execute(sql`
    select ${products.id}, ${products.title}, ${products.description},
      ${products.price}::text as price, ${products.discountValue}::text as discount_value,
      ${products.discountType} as discount_type, ${products.module},
      ${products.collectionId} as collection_id,
      coalesce(${categoriesIn(scope)}, '{}') as category_ids,
      (
        select ${photoUrlsJson(urlBase)} from ${productPhotos}
        where ${productPhotos.productId} = ${products.id}
        order by ${photoOrder} limit 1
      ) as photo,
      ${characteristicsJson('main')} as characteristics
    from ${products}
    where ${onSaleIn(shopId, scope)}
    order by id`)) as unknown as Rows<ProductCardRow>;
  return result.rows;
}

/**
 * The product's view when it is the owner's and on sale in the scope, as its card is: one
 * statement. Null otherwise, whoever's product it is.
 */
export async function selectProductView(
  db: Db,
  shopId: number,
  productId: number,
  scope: CardsScope,
  urlBase: string,
): Promise<ProductViewRow | null> {
  const result = (await db.execute(sql`
    select ${products.id}, ${products.about} as text, coalesce((
      select json_agg(${photoUrlsJson(urlBase)} order by ${photoOrder}) from ${productPhotos}
      where ${productPhotos.productId} = ${products.id}
    ), '[]'::json) as photos
    from ${products}
    where ${products.id} = ${productId} and ${onSaleIn(shopId, scope)}`)) as unknown as Rows<ProductViewRow>;
  return result.rows[0] ?? null;
}
