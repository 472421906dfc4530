import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { productCategories, productPhotos, products } from '../../db/schema';
import { characteristicsJson } from './characteristics-json';

type Rows<Row> = { rows: Row[] };

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
  photo: { preview: string; small: string; orig: string } | null;
  characteristics: { title: string; values: { value: string; main_value: boolean }[] }[];
}

/** Which products a read takes; `categoryIds` with every chosen category's descendants. */
export interface CardsScope {
  collectionIds: number[];
  categoryIds: number[];
}

/**
 * The owner's products on sale in any of the collections, or filed under any of the categories,
 * in id order, with only what a card needs: one statement whatever the catalog's size.
 */
export async function selectProductCards(
  db: Db,
  userId: number,
  { collectionIds, categoryIds }: CardsScope,
  urlBase: string,
): Promise<ProductCardRow[]> {
  const inCategories = sql`(
    select array_agg(${productCategories.categoryId}) from ${productCategories}
    where ${productCategories.productId} = ${products.id}
      and ${productCategories.categoryId} = any(${sql.param(categoryIds)}::int[])
  )`;
  const result = (await db.execute(sql`
    select ${products.id}, ${products.title}, ${products.description},
      ${products.price}::text as price, ${products.discountValue}::text as discount_value,
      ${products.discountType} as discount_type, ${products.module},
      ${products.collectionId} as collection_id, coalesce(${inCategories}, '{}') as category_ids,
      (
        select json_build_object(
          'preview', ${urlBase}::text || ${productPhotos.cardKey},
          'small', ${urlBase}::text || ${productPhotos.previewKey},
          'orig', ${urlBase}::text || ${productPhotos.originalKey})
        from ${productPhotos} where ${productPhotos.productId} = ${products.id}
        order by ${productPhotos.position}, ${productPhotos.id} limit 1
      ) as photo,
      ${characteristicsJson('main')} as characteristics
    from ${products}
    where ${products.userId} = ${userId} and ${products.onSale} and (
      ${products.collectionId} = any(${sql.param(collectionIds)}::int[])
      or ${inCategories} is not null
    )
    order by id`)) as unknown as Rows<ProductCardRow>;
  return result.rows;
}
