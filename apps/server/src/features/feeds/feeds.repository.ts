import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Db, Rows } from '../../db/client';
import { photoUrl } from '../../db/photo-urls';
import {
  categories,
  collections,
  domains,
  orders,
  productCategories,
  productPhotos,
  products,
  productVariants,
  shops,
  sites,
  widgetPublications,
  widgets,
  type PublishedNode,
} from '../../db/schema';

/** Pictures an offer may carry: Yandex Market takes the first ten. */
export const PICTURES_MAX = 10;

const ownedWidget = (shopId: number, widgetId: number) =>
  and(eq(widgets.shopId, shopId), eq(widgets.id, widgetId));

/** The widget's feed token (null: off); undefined when the widget is not the merchant's. */
export async function selectFeedToken(
  db: Db,
  shopId: number,
  widgetId: number,
): Promise<string | null | undefined> {
  const [row] = await db
    .select({ token: widgets.feedToken })
    .from(widgets)
    .where(ownedWidget(shopId, widgetId));
  return row?.token;
}

/**
 * Sets the widget's feed token: `token` keeps the one it has, if any (a second «on» must not
 * break the address the merchant already gave a marketplace); null turns the feed off.
 * Answers the token now stored, or undefined when the widget is not the merchant's.
 */
export async function updateFeedToken(
  db: Db,
  shopId: number,
  widgetId: number,
  token: string | null,
): Promise<string | null | undefined> {
  const value: SQL | null = token === null ? null : sql`coalesce(${widgets.feedToken}, ${token})`;
  const [row] = await db
    .update(widgets)
    .set({ feedToken: value })
    .where(ownedWidget(shopId, widgetId))
    .returning({ token: widgets.feedToken });
  return row?.token;
}

/** The shop of the widget whose feed has this token, published or not; null: no such feed. */
export async function selectFeedOwner(db: Db, token: string): Promise<number | null> {
  const [row] = await db
    .select({ shopId: widgets.shopId })
    .from(widgets)
    .where(eq(widgets.feedToken, token));
  return row?.shopId ?? null;
}

/** A published widget with its feed on: what the feed's `<shop>` says and what it shows. */
export interface FeedWidget {
  id: number;
  shopId: number;
  siteTitle: string;
  shopTitle: string;
  /** The site's confirmed domains, ASCII, the first confirmed first. */
  domains: string[];
  /** The page of the widget's latest order that was on the site's confirmed domain, if any. */
  page: string | null;
  content: PublishedNode[];
}

/**
 * The published widget whose feed has this token, with its site, shop and last known page: one
 * statement. Null when no widget has the token or it is not published: only what visitors see.
 */
export async function selectFeedWidget(db: Db, token: string): Promise<FeedWidget | null> {
  const result = (await db.execute(sql`
    select ${widgets.id}, ${widgets.shopId} as "shopId", ${sites.title} as "siteTitle",
      ${shops.title} as "shopTitle", ${widgetPublications.content},
      coalesce((
        select array_agg(${domains.domain} order by ${domains.confirmedAt}, ${domains.id})
        from ${domains} where ${domains.siteId} = ${sites.id} and ${domains.isConfirmed}
      ), '{}') as domains,
      (
        select ${orders.pageUrl} from ${orders}
        where ${orders.shopId} = ${widgets.shopId} and ${orders.widgetId} = ${widgets.id}
          and ${orders.pageOnSite}
        order by ${orders.id} desc limit 1
      ) as page
    from ${widgets}
    join ${widgetPublications} on ${widgetPublications.widgetId} = ${widgets.id}
    join ${sites} on ${sites.id} = ${widgets.siteId}
    join ${shops} on ${shops.id} = ${widgets.shopId}
    where ${widgets.feedToken} = ${token}`)) as unknown as Rows<FeedWidget>;
  return result.rows[0] ?? null;
}

export interface FeedCategory {
  id: number;
  parentId: number | null;
  title: string;
  collectionId: number;
  /** Under a category the widget chose (itself included): its products are shown. */
  chosen: boolean;
}

/** The catalog nodes a feed lists: collections and categories, the owner's only. */
export interface FeedNodes {
  /** The chosen collections, and those of the listed categories. */
  collections: { id: number; title: string; chosen: boolean }[];
  categories: FeedCategory[];
}

/**
 * The chosen collections' categories, the chosen categories' subtrees, and every ancestor of
 * those, so that each listed category's parent is listed too; with their collections. Collections
 * and categories take their ids from one sequence, so they can share the feed's category ids.
 */
export async function selectFeedNodes(
  db: Db,
  shopId: number,
  collectionIds: number[],
  categoryIds: number[],
): Promise<FeedNodes> {
  const result = (await db.execute(sql`
    with recursive
    subtree(id) as (
      select ${categories.id} from ${categories}
      where ${categories.id} = any(${sql.param(categoryIds)}::int[])
        and ${categories.shopId} = ${shopId}
      union
      select child.id from subtree join ${categories} child on child.parent_id = subtree.id
    ),
    listed(id) as (
      select ${categories.id} from ${categories}
      where ${categories.collectionId} = any(${sql.param(collectionIds)}::int[])
        and ${categories.shopId} = ${shopId}
      union select id from subtree
      union
      select parent.parent_id from listed join ${categories} parent on parent.id = listed.id
      where parent.parent_id is not null
    ),
    shown as (
      select ${categories.id} as id, ${categories.parentId} as "parentId", ${categories.title},
        ${categories.collectionId} as "collectionId", ${categories.id} in (select id from subtree) as chosen
      from ${categories} where ${categories.id} in (select id from listed)
    )
    select
      coalesce((
        select json_agg(json_build_object(
          'id', ${collections.id}, 'title', ${collections.title},
          'chosen', ${collections.id} = any(${sql.param(collectionIds)}::int[])
        ) order by ${collections.id})
        from ${collections}
        where ${collections.shopId} = ${shopId} and (
          ${collections.id} = any(${sql.param(collectionIds)}::int[])
          or ${collections.id} in (select "collectionId" from shown)
        )
      ), '[]'::json) as collections,
      coalesce((select json_agg(shown order by shown.id) from shown), '[]'::json) as categories`)) as unknown as Rows<FeedNodes>;
  return result.rows[0]!;
}

/** What an offer needs beyond the card the public showcase draws. */
export interface OfferDetails {
  id: number;
  sku: string | null;
  /** The product's «Текст», plain text. */
  about: string | null;
  /** Null where the product does not track stock. */
  stock: number | null;
  categoryIds: number[];
  /** Absolute addresses of the originals, in the gallery's order, at most `PICTURES_MAX`. */
  pictures: string[];
  variants: VariantDetails[];
}

export interface VariantDetails {
  id: number;
  sku: string | null;
  enabled: boolean;
  /** Null where the product does not track stock. */
  stock: number | null;
  /** The variant's own photo, shown first. */
  picture: string | null;
}

/** The products' SKUs, texts, stock, categories, photos and variants, the owner's only. */
export async function selectOfferDetails(
  db: Db,
  shopId: number,
  productIds: number[],
  photoUrlBase: string,
): Promise<OfferDetails[]> {
  const original = photoUrl(photoUrlBase, 'orig');
  const tracked = (stock: SQL) => sql`case when ${products.trackStock} then ${stock} end`;
  const result = (await db.execute(sql`
    select ${products.id}, ${products.sku}, ${products.about},
      ${tracked(sql`coalesce(${products.stock}, 0)`)} as stock,
      array(
        select ${productCategories.categoryId} from ${productCategories}
        where ${productCategories.productId} = ${products.id}
        order by ${productCategories.categoryId}
      ) as "categoryIds",
      array(
        select ${original} from ${productPhotos}
        where ${productPhotos.productId} = ${products.id}
        order by ${productPhotos.position}, ${productPhotos.id} limit ${PICTURES_MAX}
      ) as pictures,
      coalesce((
        select json_agg(json_build_object(
          'id', ${productVariants.id}, 'sku', ${productVariants.sku},
          'enabled', ${productVariants.enabled},
          'stock', ${tracked(sql`coalesce(${productVariants.stock}, 0)`)},
          'picture', (
            select ${original} from ${productPhotos}
            where ${productPhotos.id} = ${productVariants.photoId}
          )
        ) order by ${productVariants.position}, ${productVariants.id})
        from ${productVariants} where ${productVariants.productId} = ${products.id}
      ), '[]'::json) as variants
    from ${products}
    where ${products.shopId} = ${shopId} and ${products.id} = any(${sql.param(productIds)}::int[])
    order by ${products.id}`)) as unknown as Rows<OfferDetails>;
  return result.rows;
}
