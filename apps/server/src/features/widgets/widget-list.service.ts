import { WIDGET_LIST_VIEW_DAYS, type WidgetListItem } from '@vitrina/contracts/platform';
import type { Db } from '../../db/client';
import type { Clock } from '../../infra/clock';
import { selectWidgetList, type WidgetListRow } from './widget-list.repository';

interface WidgetListDeps {
  db: Db;
  now: Clock;
  /** Writes the beacons this process has counted and not written yet (decision 69). */
  flushBeacons: () => Promise<void>;
}

const toListItem = (row: WidgetListRow): WidgetListItem => ({
  id: row.id,
  title: row.title,
  site: { id: row.siteId, title: row.siteTitle },
  published_at: row.publishedAt?.toISOString() ?? null,
  has_unpublished_changes: row.hasUnpublishedChanges,
  last_order_at: row.lastOrderAt?.toISOString() ?? null,
  week_views: row.weekViews,
});

/**
 * The «Виджеты» list: every widget of the shop's sites with its last order and its views of the
 * week, in one statement whatever the number of widgets, after this process's pending beacons
 * are written (none when there are none), as the analytics read them.
 */
export function createWidgetListService({ db, now, flushBeacons }: WidgetListDeps) {
  return {
    async list(shopId: number): Promise<WidgetListItem[]> {
      await flushBeacons();
      const rows = await selectWidgetList(db, shopId, {
        now: now(),
        days: WIDGET_LIST_VIEW_DAYS,
      });
      return rows.map(toListItem);
    },
  };
}

export type WidgetListService = ReturnType<typeof createWidgetListService>;
