import type { SeriesDay } from '@vitrina/contracts/analytics';
import type { OrdersInbox } from '@vitrina/contracts/orders';
import { SETUP_STEPS, type SetupStep } from '@vitrina/contracts/enums';
import type { Setup } from '@vitrina/contracts/setup';
import { createFakeApi, reply } from '../../../testing/fake-api';
import { inboxRoute } from '../../../testing/order-fixtures';

/** A checklist with `done` steps taken, the site and the widget to link to. */
export function aSetup(done: readonly SetupStep[] = []): Setup {
  return {
    done: Object.fromEntries(
      SETUP_STEPS.map((step) => [step, done.includes(step)]),
    ) as Setup['done'],
    site_id: done.includes('site') ? 1 : null,
    widget: done.includes('content') ? { id: 31, site_id: 1 } : null,
  };
}

/** A day of the series with its figures, others at zero. */
export const aDay = (day: string, figures: Partial<SeriesDay> = {}): SeriesDay => ({
  day,
  views: 0,
  clicks: 0,
  cart_adds: 0,
  form_opens: 0,
  orders: 0,
  revenue: 0,
  ...figures,
});

interface HomeData {
  setup?: Setup;
  inbox?: OrdersInbox;
  days?: SeriesDay[];
}

/** The dashboard's calls: the checklist, the inbox and the week's days. */
export function fakeHomeServer({
  setup = aSetup(),
  inbox = { new_count: 0, latest: [] },
  days = [],
}: HomeData = {}) {
  return createFakeApi({
    'GET v1/setup/': () => reply(200, { data: setup }),
    'GET v1/analytics/series': () => reply(200, { data: { days } }),
    ...inboxRoute({ inbox }),
  });
}
