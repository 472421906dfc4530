import type { Db } from '../../db/client';
import type { Clock } from '../../infra/clock';
import { createMerchantCache } from '../../infra/merchant-cache/merchant-cache';
import { selectSiteOrigins } from './site-origins.repository';

/** What a public call needs to judge the page it comes from: the site's confirmed domains. */
export interface SiteOrigins {
  /** ASCII (punycode for IDN), as a browser's URL parser spells a host. */
  domains: string[];
}

/**
 * Sites a process keeps at most, the newest: their ids come from visitors, though only ids of
 * sites that exist are kept.
 */
const SITES_KEPT = 10_000;

/** Whether `host` (as the URL parser gives it) is one of the domains or that domain's `www.`. */
export function isSiteHost(host: string, domains: string[]): boolean {
  return domains.includes(host) || (host.startsWith('www.') && domains.includes(host.slice(4)));
}

/** Whether `url` is an http(s) address of a page on one of the domains (or their `www.`). */
export function isSitePage(url: string, domains: string[]): boolean {
  if (!URL.canParse(url)) return false;
  const { protocol, hostname } = new URL(url);
  return ['http:', 'https:'].includes(protocol) && isSiteHost(hostname, domains);
}

interface SiteOriginsDeps {
  db: Db;
  now: Clock;
  /** How long a process keeps a site's domains at most, whatever the writes. */
  ttlMs: number;
}

/**
 * The small read that public calls (orders, beacons) need of a site: its confirmed domains, one
 * statement, kept per site until its merchant's next write (a domain confirmed, changed or
 * deleted is one), heard from the other processes as the showcases' answers are.
 */
export function createSiteOriginsService({ db, now, ttlMs }: SiteOriginsDeps) {
  const cache = createMerchantCache<SiteOrigins>({ now, ttlMs, maxEntries: SITES_KEPT });

  async function read(siteId: number): Promise<SiteOrigins | null> {
    const row = await selectSiteOrigins(db, siteId);
    if (!row) return null;
    const origins = { domains: row.domains };
    cache.set(siteId, row.shopId, cache.versionOf(row.shopId), origins);
    return origins;
  }

  return {
    /** The site's confirmed domains, from memory when no write of its owner came since; null: no site. */
    async originsOf(siteId: number): Promise<SiteOrigins | null> {
      return cache.get(siteId) ?? cache.readOnce(siteId, () => read(siteId));
    },
    forgetMerchant: cache.merchantChanged,
  };
}

export type SiteOriginsService = ReturnType<typeof createSiteOriginsService>;
