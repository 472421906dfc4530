import type { Domain } from '@vitrina/contracts/platform';
import { messages } from '@vitrina/contracts/messages';
import { AppError } from '../../errors/app-error';
import type { PageFetcher } from '../../infra/page-fetcher/page-fetcher';
import type { Db } from '../../db/client';
import type { Clock } from '../../infra/clock';
import type { RateLimiter } from '../../infra/rate-limits/rate-limiter';
import { domainTaken, toDomain, translateTakenDomain } from './domain-claims';
import { confirmDomain, findConfirmedDomainId } from './domains.repository';
import type { DomainsService } from './domains.service';
import {
  checkOnDomain,
  containsVerificationCode,
  fetchMerchantPage,
  parsePageLink,
} from './verification-page';

interface VerificationDeps {
  db: Db;
  now: Clock;
  pageFetcher: PageFetcher;
  rateLimiter: Pick<RateLimiter, 'hit'>;
  domains: Pick<DomainsService, 'find'>;
}

/**
 * Proof of ownership: the page the merchant names, on the domain, carries the domain's code in
 * an HTML comment. Several merchants may claim a domain; the first to prove it wins.
 */
export function createDomainVerificationService({
  db,
  now,
  pageFetcher,
  rateLimiter,
  domains,
}: VerificationDeps) {
  async function checkNotConfirmedByOthers(id: number, domain: string) {
    const confirmedId = await findConfirmedDomainId(db, domain);
    if (confirmedId !== undefined && confirmedId !== id) throw domainTaken();
  }

  return {
    async verify(shopId: number, id: number, link: string): Promise<Domain> {
      // Each check makes the server fetch a page: counted per account, refused ones included.
      await rateLimiter.hit('domainVerificationsPerAccount', String(shopId));
      const row = await domains.find(shopId, id);
      if (row.isConfirmed) return toDomain(row);
      const url = parsePageLink(link);
      checkOnDomain(url, row.domain);
      await checkNotConfirmedByOthers(id, row.domain);
      const page = await fetchMerchantPage(pageFetcher, url);
      // A redirect may lead anywhere: the page that answered must be on the domain too.
      checkOnDomain(page.url, row.domain);
      const confirmed =
        containsVerificationCode(page.body, row.codeConfirmed) &&
        (await translateTakenDomain(() => confirmDomain(db, id, row.codeConfirmed, now())));
      if (!confirmed) throw new AppError('BAD_REQUEST', messages.verification.codeNotFound);
      return toDomain(await domains.find(shopId, id));
    },
  };
}

export type DomainVerificationService = ReturnType<typeof createDomainVerificationService>;
