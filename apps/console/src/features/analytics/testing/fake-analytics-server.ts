import type { Funnel, SeriesDay, TopProduct } from '@vitrina/contracts/analytics';
import type { Site } from '@vitrina/contracts/platform';
import { createFakeApi, reply, type FakeHandler, type FakeRoute } from '../../../testing/fake-api';
import { aSite, aWidget } from '../../../testing/platform-fixtures';

export { aSite, aWidget } from '../../../testing/platform-fixtures';

export function aFunnel(overrides: Partial<Funnel> = {}): Funnel {
  return {
    views: 200,
    clicks: 50,
    cart_adds: 30,
    form_opens: 20,
    orders: 5,
    revenue: 12_345,
    ...overrides,
  };
}

export function aSeriesDay(overrides: Partial<SeriesDay> = {}): SeriesDay {
  return {
    day: '2026-11-23',
    views: 10,
    clicks: 4,
    cart_adds: 3,
    form_opens: 2,
    orders: 1,
    revenue: 4990,
    ...overrides,
  };
}

export function aTopProduct(overrides: Partial<TopProduct> = {}): TopProduct {
  return {
    product_id: 5,
    title: 'Кеды белые',
    impressions: 240,
    clicks: 30,
    cart_adds: 10,
    form_opens: 12,
    orders: 3,
    units: 4,
    revenue: 14_970,
    ...overrides,
  };
}

/** A site with two widgets, the first published. */
export const sitesWithWidgets = (): Site[] => [
  aSite({
    widgets: [
      aWidget({ published_at: '2026-11-01T10:00:00Z' }),
      aWidget({ id: 32, title: 'Шляпы', tag_div: 'vitrina-shlyapy' }),
    ],
  }),
];

interface AnalyticsFixtures {
  sites?: Site[];
  funnel?: Funnel;
  days?: SeriesDay[];
  products?: TopProduct[];
  routes?: Partial<Record<FakeRoute, FakeHandler>>;
}

/** The merchant's sites with their widgets and the analytics read calls, each answering as told. */
export function fakeAnalyticsServer(fixtures: AnalyticsFixtures = {}) {
  const {
    sites = sitesWithWidgets(),
    funnel = aFunnel(),
    days = [aSeriesDay({ day: '2026-11-22' }), aSeriesDay()],
    products = [aTopProduct()],
    routes = {},
  } = fixtures;
  return createFakeApi({
    'GET v1/platform/sites/': () => reply(200, { data: sites }),
    'GET v1/analytics/funnel': () => reply(200, { data: funnel }),
    'GET v1/analytics/series': () => reply(200, { data: { days } }),
    'GET v1/analytics/top-products': () => reply(200, { data: { products } }),
    ...routes,
  });
}
