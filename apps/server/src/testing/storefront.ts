import { eq } from 'drizzle-orm';
import type { App } from '../app';
import type { Db } from '../db/client';
import { domains } from '../db/schema';

/**
 * Marks the domain confirmed, as a successful verification would, without serving the
 * verification page. Written straight to the database: no showcase cache knows of it.
 */
export async function confirmDomain(db: Db, domainId: number) {
  await db
    .update(domains)
    .set({ isConfirmed: true, confirmedAt: new Date() })
    .where(eq(domains.id, domainId));
}

/** GET /api/v1/public/sites/{id}/showcases as a page would ask it, `origin` its Origin header. */
export const publicShowcases = (
  app: App,
  siteId: number,
  origin?: string,
  headers: Record<string, string> = {},
) =>
  app.inject({
    method: 'GET',
    url: `/api/v1/public/sites/${siteId}/showcases`,
    headers: { ...headers, ...(origin !== undefined && { origin }) },
  });
