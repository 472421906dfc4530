import { and, asc, desc, eq, exists, isNull, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import {
  domains,
  notifierContacts,
  orders,
  products,
  shops,
  showcaseItems,
  showcases,
  sites,
  widgetPublications,
  widgets,
} from '../../db/schema';

/** `exists (…)` read as a boolean. */
const flag = (query: Parameters<typeof exists>[0]) => sql<boolean>`${exists(query)}`;

/** Whether `table` holds a row of the shop read, `also` being true of it. */
function accountHas(db: Db, table: PgTable, shopIdColumn: PgColumn, also?: SQL) {
  return flag(
    db
      .select({ one: sql`1` })
      .from(table)
      .where(and(eq(shopIdColumn, shops.id), also)),
  );
}

/** Whether the widget of the outer query has content chosen: a node in its showcase. */
function widgetHasContent(db: Db) {
  return exists(
    db
      .select({ one: sql`1` })
      .from(showcaseItems)
      .innerJoin(showcases, eq(showcases.id, showcaseItems.showcaseId))
      .where(eq(showcases.widgetId, widgets.id)),
  );
}

/** The site to link to: the oldest with a domain, else the oldest. */
function chosenSite(db: Db) {
  const hasDomain = exists(
    db
      .select({ one: sql`1` })
      .from(domains)
      .where(eq(domains.siteId, sites.id)),
  );
  return db
    .select({ siteId: sites.id })
    .from(sites)
    .where(eq(sites.shopId, shops.id))
    .orderBy(desc(hasDomain), asc(sites.id))
    .limit(1)
    .as('chosen_site');
}

/** The widget to link to: the oldest with content, else the oldest. */
function chosenWidget(db: Db) {
  const hasContent = widgetHasContent(db);
  return db
    .select({ widgetId: widgets.id, widgetSiteId: widgets.siteId })
    .from(widgets)
    .where(eq(widgets.shopId, shops.id))
    .orderBy(desc(hasContent), asc(widgets.id))
    .limit(1)
    .as('chosen_widget');
}

/**
 * What the shop holds of each setup step, and the site and widget to link to: one statement,
 * every part an index look-up by the shop (or by the widget's or site's id).
 */
export async function readSetup(db: Db, shopId: number) {
  const site = chosenSite(db);
  const widget = chosenWidget(db);
  const contentChosen = db
    .select({ one: sql`1` })
    .from(widgets)
    .where(and(eq(widgets.shopId, shops.id), widgetHasContent(db)));
  const published = db
    .select({ one: sql`1` })
    .from(widgetPublications)
    .innerJoin(widgets, eq(widgets.id, widgetPublications.widgetId))
    .where(eq(widgets.shopId, shops.id));
  const [row] = await db
    .select({
      site: accountHas(db, sites, sites.shopId),
      domain: accountHas(db, domains, domains.shopId, eq(domains.isConfirmed, true)),
      catalog: accountHas(db, products, products.shopId),
      content: flag(contentChosen),
      service: accountHas(
        db,
        notifierContacts,
        notifierContacts.shopId,
        eq(notifierContacts.isConfirmed, true),
      ),
      publication: flag(published),
      // An order refused quietly is no order the shop took (decision 74).
      order: accountHas(db, orders, orders.shopId, isNull(orders.rejectedKind)),
      siteId: site.siteId,
      widgetId: widget.widgetId,
      widgetSiteId: widget.widgetSiteId,
    })
    .from(shops)
    .leftJoinLateral(site, sql`true`)
    .leftJoinLateral(widget, sql`true`)
    .where(eq(shops.id, shopId));
  return row;
}
