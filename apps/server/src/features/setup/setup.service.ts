import type { Setup } from '@vitrina/contracts/setup';
import type { Db } from '../../db/client';
import { NotFoundError } from '../../errors/app-error';
import { readSetup } from './setup.repository';

/** The home dashboard's checklist, read from what the account holds (issue 14). */
export function createSetupService({ db }: { db: Db }) {
  return {
    async checklist(shopId: number): Promise<Setup> {
      const row = await readSetup(db, shopId);
      if (!row) throw new NotFoundError();
      const { siteId, widgetId, widgetSiteId, ...done } = row;
      return {
        done,
        site_id: siteId,
        widget:
          widgetId === null || widgetSiteId === null
            ? null
            : { id: widgetId, site_id: widgetSiteId },
      };
    },
  };
}

export type SetupService = ReturnType<typeof createSetupService>;
