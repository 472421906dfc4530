import type { Domain, Site, siteCreateSchema, SiteUpdate } from '@vitrina/contracts/platform';
import type { z } from 'zod';
import { NotFoundError } from '../../errors/app-error';
import type { Db } from '../../db/client';
import { toDomain, translateTakenDomain } from './domain-claims';
import { domainsOfUser, insertDomains, selectDomains } from './domains.repository';
import type { DomainsService } from './domains.service';
import {
  deleteSite,
  findSite,
  insertSite,
  listSites,
  lockSite,
  updateSite,
  type SiteSummary,
} from './sites.repository';

/** A merchant's sites and their domains; another merchant's id is a 404. */
export function createSitesService({
  db,
  domains,
}: {
  db: Db;
  domains: Pick<DomainsService, 'prepareClaims'>;
}) {
  /** One query for the domains of all the sites, whatever their number. */
  async function withDomains(userId: number, sites: SiteSummary[], siteId?: number) {
    const rows = await selectDomains(db, domainsOfUser(userId, siteId));
    const bySite = new Map<number, Domain[]>(sites.map((site) => [site.id, []]));
    for (const row of rows) bySite.get(row.siteId)?.push(toDomain(row));
    return sites.map((site) => ({ ...site, domains: bySite.get(site.id) ?? [] }));
  }

  async function summary(userId: number, id: number): Promise<SiteSummary> {
    const site = await findSite(db, userId, id);
    if (!site) throw new NotFoundError();
    return site;
  }

  async function get(userId: number, id: number, includeDomains = true): Promise<Site> {
    const site = await summary(userId, id);
    if (!includeDomains) return site;
    const [withTheirDomains] = await withDomains(userId, [site], id);
    return withTheirDomains!;
  }

  return {
    get,

    /** Inside `tx`: keeps the site from being deleted until `tx` ends; 404 once it is gone. */
    async lock(tx: Db, userId: number, id: number) {
      if (!(await lockSite(tx, userId, id))) throw new NotFoundError();
    },

    async list(userId: number, includeDomains: boolean): Promise<Site[]> {
      const sites = await listSites(db, userId);
      return includeDomains ? withDomains(userId, sites) : sites;
    },

    /** The site and its domains are written together or not at all. */
    async create(userId: number, body: z.output<typeof siteCreateSchema>): Promise<Site> {
      const claims = await domains.prepareClaims(body.domains.map((item) => item.link_domain));
      const id = await translateTakenDomain(() =>
        db.transaction(async (tx) => {
          const siteId = await insertSite(tx, userId, {
            title: body.title,
            description: body.description ?? null,
          });
          await insertDomains(tx, userId, siteId, claims);
          return siteId;
        }),
      );
      return get(userId, id);
    },

    async update(userId: number, id: number, body: SiteUpdate): Promise<Site> {
      // A description left out is kept; null clears it.
      const fields = {
        title: body.title,
        ...(body.description !== undefined && { description: body.description }),
      };
      if ((await updateSite(db, userId, id, fields)) === undefined) throw new NotFoundError();
      return get(userId, id);
    },

    async delete(userId: number, id: number) {
      if (!(await deleteSite(db, userId, id))) throw new NotFoundError();
    },
  };
}

export type SitesService = ReturnType<typeof createSitesService>;
