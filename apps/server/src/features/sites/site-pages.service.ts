import { messages } from '@vitrina/contracts/messages';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { domains } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import type { FetchedPage, PageFetcher } from '../../infra/page-fetcher/page-fetcher';
import { normalizeHostname } from './domain-name';
import { domainsOfUser, selectDomains } from './domains.repository';
import { fetchMerchantPage, parsePageLink } from './verification-page';

interface SitePagesDeps {
  db: Db;
  pageFetcher: PageFetcher;
}

/** Pages of a merchant's site, fetched only from the domains the merchant has proved (`www.` aside). */
export function createSitePagesService({ db, pageFetcher }: SitePagesDeps) {
  async function checkOnConfirmedDomain(url: URL, shopId: number, siteId: number) {
    const confirmed = await selectDomains(
      db,
      and(domainsOfUser(shopId, siteId), eq(domains.isConfirmed, true)),
    );
    const host = normalizeHostname(url.hostname)?.ascii;
    if (!confirmed.some((row) => row.domain === host)) {
      throw new AppError('BAD_REQUEST', messages.installCheck.hostNotConfirmed);
    }
  }

  return {
    /** The page the merchant names, on a confirmed domain of the site; 400 or 422 otherwise. */
    async fetchConfirmedPage(shopId: number, siteId: number, link: string): Promise<FetchedPage> {
      const url = parsePageLink(link);
      await checkOnConfirmedDomain(url, shopId, siteId);
      const page = await fetchMerchantPage(pageFetcher, url);
      // A redirect may lead anywhere: the page that answered must be on a confirmed domain too.
      await checkOnConfirmedDomain(page.url, shopId, siteId);
      return page;
    },
  };
}

export type SitePagesService = ReturnType<typeof createSitePagesService>;
