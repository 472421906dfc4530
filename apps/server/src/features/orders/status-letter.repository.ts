import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { domains, orders, shops, sites, widgetPublications } from '../../db/schema';

/**
 * What a status letter needs of the order's shop, one statement: the statuses it tells buyers,
 * the shop's title and the order's site's (gone with a deleted site), the site's first confirmed
 * domain, and the contacts its widget's publication hears orders through (none once unpublished).
 */
export async function statusLetterShop(db: Db, orderId: number) {
  const firstDomain = db
    .select({ domain: domains.domain })
    .from(domains)
    .where(and(eq(domains.siteId, orders.siteId), eq(domains.isConfirmed, true)))
    .orderBy(domains.id)
    .limit(1);
  const [row] = await db
    .select({
      letterStatuses: shops.buyerLetterStatuses,
      shopTitle: shops.title,
      siteTitle: sites.title,
      domain: sql<string | null>`(${firstDomain})`,
      contactsId: widgetPublications.contactsId,
    })
    .from(orders)
    .innerJoin(shops, eq(shops.id, orders.shopId))
    .leftJoin(sites, eq(sites.id, orders.siteId))
    .leftJoin(widgetPublications, eq(widgetPublications.widgetId, orders.widgetId))
    .where(eq(orders.id, orderId));
  return row;
}
