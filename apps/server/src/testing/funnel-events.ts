import type { EventBatch } from '@vitrina/contracts/events';
import { eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { App } from '../app';
import type { Db } from '../db/client';
import { domains, productDailyStats, widgetDailyStats } from '../db/schema';

/** `https://` and the site's first domain: the origin of a page of the site. */
export async function originOf(db: Db, siteId: number): Promise<string> {
  const [domain] = await db.select().from(domains).where(eq(domains.siteId, siteId));
  return `https://${domain!.domain}`;
}

type BeaconBody = (Omit<EventBatch, 'visitor'> & Partial<EventBatch>) | string;
type BeaconSender = { origin?: string; ip?: string; contentType?: string };

/**
 * A widget's beacon as the browser sends it: a text/plain JSON body from the page's origin, of a
 * visitor of its own unless it names one. What it counts stays in the app's memory until a flush.
 */
export function sendBeacon(
  app: App,
  body: BeaconBody,
  { origin, ip = '203.0.113.20', contentType = 'text/plain;charset=UTF-8' }: BeaconSender,
) {
  return app.inject({
    method: 'POST',
    url: '/api/v1/public/events',
    remoteAddress: ip,
    headers: { 'content-type': contentType, ...(origin !== undefined && { origin }) },
    payload: typeof body === 'string' ? body : JSON.stringify({ visitor: randomUUID(), ...body }),
  });
}

/** The same beacon, its counts then written, as the next second's flush would. */
export async function postBeacon(app: App, body: BeaconBody, sender: BeaconSender) {
  const response = await sendBeacon(app, body, sender);
  await app.beaconCounts.flush();
  return response;
}

/** The widget's counters by day, without its keys. */
export async function widgetDays(db: Db, widgetId: number) {
  const rows = await db
    .select()
    .from(widgetDailyStats)
    .where(eq(widgetDailyStats.widgetId, widgetId))
    .orderBy(widgetDailyStats.day);
  return rows.map(({ day, views, clicks, cartAdds, formOpens }) => ({
    day,
    views,
    clicks,
    cartAdds,
    formOpens,
  }));
}

/** The counters of the widget's products by day. */
export async function productDays(db: Db, widgetId: number) {
  const rows = await db
    .select()
    .from(productDailyStats)
    .where(eq(productDailyStats.widgetId, widgetId))
    .orderBy(productDailyStats.day, productDailyStats.productId);
  return rows.map(({ productId, day, impressions, clicks, cartAdds, formOpens }) => ({
    productId,
    day,
    impressions,
    clicks,
    cartAdds,
    formOpens,
  }));
}
