import { sql } from 'drizzle-orm';
import type { Db, Rows } from '../../db/client';
import {
  categories,
  collections,
  domains,
  shopPaymentSettings,
  sites,
  widgetPublications,
  widgets,
  type PublishedNode,
} from '../../db/schema';

export interface SiteAccess {
  shopId: number;
  /** Confirmed domains, ASCII (punycode), as stored. */
  domains: string[];
}

/** The site's owner and its confirmed domains; null when there is no such site. */
export async function selectSiteAccess(db: Db, siteId: number): Promise<SiteAccess | null> {
  const result = (await db.execute(sql`
    select ${sites.shopId} as "shopId", coalesce((
      select array_agg(${domains.domain}) from ${domains}
      where ${domains.siteId} = ${sites.id} and ${domains.isConfirmed}
    ), '{}') as domains
    from ${sites} where ${sites.id} = ${siteId}`)) as unknown as Rows<SiteAccess>;
  return result.rows[0] ?? null;
}

export interface PublishedWidget {
  id: number;
  tagDiv: string;
  style: Record<string, unknown>;
  content: PublishedNode[];
}

/**
 * The site's published widgets in id order: only their published state, never the draft. A
 * style's online payment holds only while the shop has a provider connected: a buyer is never
 * offered «Перейти к оплате» by a shop that can take no payment.
 */
export async function selectPublishedWidgets(
  db: Db,
  shopId: number,
  siteId: number,
): Promise<PublishedWidget[]> {
  const paysOnline = sql`coalesce((${widgetPublications.style}->>'online_payment')::boolean, false)
    and exists (select 1 from ${shopPaymentSettings} where ${shopPaymentSettings.shopId} = ${shopId})`;
  const result = (await db.execute(sql`
    select ${widgets.id}, ${widgets.tagDiv} as "tagDiv",
      ${widgetPublications.style} || jsonb_build_object('online_payment', ${paysOnline}) as style,
      ${widgetPublications.content}
    from ${widgets} join ${widgetPublications} on ${widgetPublications.widgetId} = ${widgets.id}
    where ${widgets.siteId} = ${siteId} and ${widgets.shopId} = ${shopId}
    order by ${widgets.id}`)) as unknown as Rows<PublishedWidget>;
  return result.rows;
}

export interface NodeTitles {
  collections: { id: number; title: string }[];
  /** Each chosen category with itself and all its descendants in `subtree`. */
  categories: { id: number; title: string; subtree: number[] }[];
}

/** The titles of the chosen nodes, the owner's only, and each chosen category's subtree. */
export async function selectNodes(
  db: Db,
  shopId: number,
  collectionIds: number[],
  categoryIds: number[],
): Promise<NodeTitles> {
  const result = (await db.execute(sql`
    with recursive tree(root, id) as (
      select ${categories.id}, ${categories.id} from ${categories}
      where ${categories.id} = any(${sql.param(categoryIds)}::int[])
        and ${categories.shopId} = ${shopId}
      union all
      select tree.root, child.id from tree join ${categories} child on child.parent_id = tree.id
    )
    select
      coalesce((
        select json_agg(json_build_object('id', ${collections.id}, 'title', ${collections.title}))
        from ${collections}
        where ${collections.id} = any(${sql.param(collectionIds)}::int[])
          and ${collections.shopId} = ${shopId}
      ), '[]'::json) as collections,
      coalesce((
        select json_agg(json_build_object('id', root.id, 'title', root.title, 'subtree', (
          select array_agg(tree.id) from tree where tree.root = root.id
        )))
        from ${categories} root where root.id in (select tree.root from tree)
      ), '[]'::json) as categories`)) as unknown as Rows<NodeTitles>;
  return result.rows[0]!;
}
