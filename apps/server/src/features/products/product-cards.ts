import { sql, type SQL } from 'drizzle-orm';
import type { Db, Rows } from '../../db/client';
import { photoUrlsJson } from '../../db/photo-urls';
import type { StorefrontVariants } from '@vitrina/contracts/storefront';
import {
  characteristics,
  characteristicValues,
  productCategories,
  productPhotos,
  products,
  productVariantOptions,
  productVariants,
} from '../../db/schema';
import { characteristicsJson } from './characteristics-json';

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
  /** In stock, or one of its variants is and is switched on. */
  available: boolean;
  variants: StorefrontVariants | null;
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

/** Whether stock lets a product or variant (`stock` its column) be ordered. */
const stockLeft = (stock: SQL) => sql`(not ${products.trackStock} or coalesce(${stock}, 0) > 0)`;

const variantAvailable = sql`(${productVariants.enabled} and ${stockLeft(sql`${productVariants.stock}`)})`;

/** An option's values in the option's order: its `value_ids` array names them. */
const optionValuesJson = sql`(
  select json_agg(json_build_object('id', ${characteristicValues.id}, 'value', ${characteristicValues.value})
    order by array_position(${productVariantOptions.valueIds}, ${characteristicValues.id}))
  from ${characteristicValues}
  where ${characteristicValues.id} = any(${productVariantOptions.valueIds})
)`;

const optionsJson = sql`(
  select json_agg(json_build_object('title', ${characteristics.title}, 'values', ${optionValuesJson})
    order by ${productVariantOptions.position})
  from ${productVariantOptions}
  join ${characteristics} on ${characteristics.id} = ${productVariantOptions.characteristicId}
  where ${productVariantOptions.productId} = ${products.id}
)`;

/** Each variant at the price an order would charge: its own, or the product's where unset. */
const itemsJson = sql`(
  select json_agg(json_build_object(
    'id', ${productVariants.id},
    'value_ids', ${productVariants.valueIds},
    'price', coalesce(${productVariants.price}, ${products.price})::text,
    'discount_value', (case when ${productVariants.discountType} is null
      then ${products.discountValue} else ${productVariants.discountValue} end)::text,
    'discount_type', coalesce(${productVariants.discountType}, ${products.discountType}),
    'available', ${variantAvailable}
  ) order by ${productVariants.position}, ${productVariants.id})
  from ${productVariants} where ${productVariants.productId} = ${products.id}
)`;

/** Null for a product without variants: one index probe of (product_id, position). */
const variantsJson = sql`(
  select json_build_object('options', ${optionsJson}, 'items', ${itemsJson})
  where exists (select from ${productVariants} where ${productVariants.productId} = ${products.id})
)`;

/** A product with variants is available when one of them is; one without, by its own stock. */
const availableSql = sql`(case
  when exists (select from ${productVariants} where ${productVariants.productId} = ${products.id})
  then exists (
    select from ${productVariants}
    where ${productVariants.productId} = ${products.id} and ${variantAvailable}
  )
  else ${stockLeft(sql`${products.stock}`)}
end)`;

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
      ${characteristicsJson('main')} as characteristics,
      ${availableSql} as available,
      ${variantsJson} as variants
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
