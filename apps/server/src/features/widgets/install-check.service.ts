import type { InstallCheckResult } from '@vitrina/contracts/platform';
import type { RateLimiter } from '../../infra/rate-limits/rate-limiter';
import type { SitePagesService } from '../sites/site-pages.service';
import { checkInstallPage } from './install-page';
import type { WidgetsService } from './widgets.service';

interface InstallCheckDeps {
  rateLimiter: Pick<RateLimiter, 'hit'>;
  widgets: Pick<WidgetsService, 'get'>;
  sitePages: Pick<SitePagesService, 'fetchConfirmedPage'>;
}

/** 'Проверить установку': whether a page of the widget's site carries its script and container. */
export function createInstallCheckService({ rateLimiter, widgets, sitePages }: InstallCheckDeps) {
  return {
    async check(shopId: number, id: number, link: string): Promise<InstallCheckResult> {
      const widget = await widgets.get(shopId, id, []);
      // Each check makes the server fetch a page: counted per account, refused ones included.
      await rateLimiter.hit('installChecksPerAccount', String(shopId));
      const page = await sitePages.fetchConfirmedPage(shopId, widget.site_id, link);
      return checkInstallPage(page.body, widget.site_id, widget.tag_div);
    },
  };
}

export type InstallCheckService = ReturnType<typeof createInstallCheckService>;
