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
  async function withDomains(shopId: number, sites: SiteSummary[], siteId?: number) {
    const rows = await selectDomains(db, domainsOfUser(shopId, siteId));
    const bySite = new Map<number, Domain[]>(sites.map((site) => [site.id, []]));
    for (const row of rows) bySite.get(row.siteId)?.push(toDomain(row));
    return sites.map((site) => ({ ...site, domains: bySite.get(site.id) ?? [] }));
  }

  async function summary(shopId: number, id: number): Promise<SiteSummary> {
    const site = await findSite(db, shopId, id);
    if (!site) throw new NotFoundError();
    return site;
  }

  async function get(shopId: number, id: number, includeDomains = true): Promise<Site> {
    const site = await summary(shopId, id);
    if (!includeDomains) return site;
    const [withTheirDomains] = await withDomains(shopId, [site], id);
    return withTheirDomains!;
  }

  return {
    get,

    /** Inside `tx`: keeps the site from being deleted until `tx` ends; 404 once it is gone. */
    async lock(tx: Db, shopId: number, id: number) {
      if (!(await lockSite(tx, shopId, id))) throw new NotFoundError();
    },

    async list(shopId: number, includeDomains: boolean): Promise<Site[]> {
      const sites = await listSites(db, shopId);
      return includeDomains ? withDomains(shopId, sites) : sites;
    },

    /** The site and its domains are written together or not at all. */
    async create(shopId: number, body: z.output<typeof siteCreateSchema>): Promise<Site> {
      const claims = await domains.prepareClaims(body.domains.map((item) => item.link_domain));
      const id = await translateTakenDomain(() =>
        db.transaction(async (tx) => {
          const siteId = await insertSite(tx, shopId, {
            title: body.title,
            description: body.description ?? null,
          });
          await insertDomains(tx, shopId, siteId, claims);
          return siteId;
        }),
      );
      return get(shopId, id);
    },

    async update(shopId: number, id: number, body: SiteUpdate): Promise<Site> {
      // A description left out is kept; null clears it.
      const fields = {
        title: body.title,
        ...(body.description !== undefined && { description: body.description }),
      };
      if ((await updateSite(db, shopId, id, fields)) === undefined) throw new NotFoundError();
      return get(shopId, id);
    },

    async delete(shopId: number, id: number) {
      if (!(await deleteSite(db, shopId, id))) throw new NotFoundError();
    },
  };
}

export type SitesService = ReturnType<typeof createSitesService>;
