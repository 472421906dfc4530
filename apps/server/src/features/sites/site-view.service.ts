import type { SITE_TREE_PARTS, Site, Widget } from '@vitrina/contracts/platform';
import type { FeatureDeps } from '../feature-routes';
import { createWidgetsService } from '../widgets/widgets.service';
import { createSitesService } from './sites.service';

export type SiteTreePart = (typeof SITE_TREE_PARTS)[number];

/**
 * Sites with the parts asked for: DOMAIN their domains, WIDGET their widgets, TAGS each
 * widget's tags (with WIDGET). A fixed number of queries whatever the number of rows.
 */
export function createSiteViewService(deps: Pick<FeatureDeps, 'db'>) {
  const sites = createSitesService(deps);
  const widgets = createWidgetsService(deps);

  async function withWidgets(
    userId: number,
    list: Site[],
    siteId: number | undefined,
    parts: SiteTreePart[],
  ): Promise<Site[]> {
    if (!parts.includes('WIDGET')) return list;
    const bySite = new Map<number, Widget[]>(list.map((site) => [site.id, []]));
    for (const widget of await widgets.ofSites(userId, siteId, parts.includes('TAGS'))) {
      bySite.get(widget.site_id)?.push(widget);
    }
    return list.map((site) => ({ ...site, widgets: bySite.get(site.id) ?? [] }));
  }

  return {
    async list(userId: number, parts: SiteTreePart[]) {
      const list = await sites.list(userId, parts.includes('DOMAIN'));
      return withWidgets(userId, list, undefined, parts);
    },

    async get(userId: number, id: number, parts: SiteTreePart[]) {
      const site = await sites.get(userId, id, parts.includes('DOMAIN'));
      const [withParts] = await withWidgets(userId, [site], id, parts);
      return withParts!;
    },
  };
}
