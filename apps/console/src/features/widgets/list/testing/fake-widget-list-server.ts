import type { Site, WidgetCreate, WidgetListItem } from '@vitrina/contracts/platform';
import {
  createFakeApi,
  reply,
  type FakeHandler,
  type FakeRoute,
} from '../../../../testing/fake-api';
import { aSite, aWidget } from '../../../../testing/platform-fixtures';

export { aSite } from '../../../../testing/platform-fixtures';

/** A row of the list as the server answers it, over a published widget with figures. */
export function aListedWidget(overrides: Partial<WidgetListItem> = {}): WidgetListItem {
  return {
    id: 31,
    title: 'Витрина обуви',
    site: { id: 1, title: 'Мой магазин' },
    published_at: '2026-11-20T09:00:00Z',
    has_unpublished_changes: false,
    last_order_at: '2026-11-21T07:05:00Z',
    week_views: 1234,
    ...overrides,
  };
}

type Routes = Partial<Record<FakeRoute, FakeHandler>>;

/**
 * The list's read over `widgets`, the shop's `sites` for the creation's dialog, and the creation,
 * which adds the widget to the list as the server would.
 */
export function fakeWidgetListServer(
  widgets: WidgetListItem[] = [aListedWidget()],
  sites: Site[] = [aSite()],
  routes: Routes = {},
) {
  let nextId = 100;
  return createFakeApi({
    'GET v1/platform/widgets/': () => reply(200, { data: widgets }),
    'GET v1/platform/sites/': () => reply(200, { data: sites }),
    'POST v1/platform/widget/': async (request) => {
      const { site_id, title, description } = (await request.json()) as WidgetCreate;
      const created = aWidget({ id: nextId++, site_id, title, description: description ?? null });
      const site = sites.find((each) => each.id === site_id)!;
      widgets.push(
        aListedWidget({
          id: created.id,
          title,
          site: { id: site.id, title: site.title },
          published_at: null,
          last_order_at: null,
          week_views: 0,
        }),
      );
      return reply(200, { data: created });
    },
    ...routes,
  });
}
