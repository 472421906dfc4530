import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { domains, sites } from '../../db/schema';

export interface SiteOriginsRow {
  shopId: number;
  /** ASCII, as stored. */
  domains: string[];
}

/** The site's owner and its confirmed domains in one statement; null when there is no site. */
export async function selectSiteOrigins(db: Db, siteId: number): Promise<SiteOriginsRow | null> {
  const result = (await db.execute(sql`
    select ${sites.shopId} as "shopId", coalesce((
      select array_agg(${domains.domain}) from ${domains}
      where ${domains.siteId} = ${sites.id} and ${domains.isConfirmed}
    ), '{}') as domains
    from ${sites} where ${sites.id} = ${siteId}`)) as unknown as { rows: SiteOriginsRow[] };
  return result.rows[0] ?? null;
}
