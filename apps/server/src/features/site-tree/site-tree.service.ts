import type { SITE_TREE_PARTS } from '@vitrina/contracts/enums';
import type { Site, Widget } from '@vitrina/contracts/platform';
import type { SitesService } from '../sites/sites.service';
import type { WidgetsService } from '../widgets/widgets.service';

export type SiteTreePart = (typeof SITE_TREE_PARTS)[number];

interface SiteTreeDeps {
  sites: Pick<SitesService, 'list' | 'get'>;
  widgets: Pick<WidgetsService, 'ofSites'>;
}

/**
 * Sites with the parts asked for: DOMAIN their domains, WIDGET their widgets, TAGS each
 * widget's tags (with WIDGET). A fixed number of queries whatever the number of rows. It sits
 * above both features it joins, so neither sites nor widgets needs the other's list.
 */
export function createSiteTreeService({ sites, widgets }: SiteTreeDeps) {
  async function withWidgets(
    shopId: number,
    list: Site[],
    siteId: number | undefined,
    parts: SiteTreePart[],
  ): Promise<Site[]> {
    if (!parts.includes('WIDGET')) return list;
    const bySite = new Map<number, Widget[]>(list.map((site) => [site.id, []]));
    for (const widget of await widgets.ofSites(shopId, siteId, parts.includes('TAGS'))) {
      bySite.get(widget.site_id)?.push(widget);
    }
    return list.map((site) => ({ ...site, widgets: bySite.get(site.id) ?? [] }));
  }

  return {
    async list(shopId: number, parts: SiteTreePart[]) {
      const list = await sites.list(shopId, parts.includes('DOMAIN'));
      return withWidgets(shopId, list, undefined, parts);
    },

    async get(shopId: number, id: number, parts: SiteTreePart[]) {
      const site = await sites.get(shopId, id, parts.includes('DOMAIN'));
      const [withParts] = await withWidgets(shopId, [site], id, parts);
      return withParts!;
    },
  };
}

export type SiteTreeService = ReturnType<typeof createSiteTreeService>;
