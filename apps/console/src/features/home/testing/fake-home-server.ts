import type { SeriesDay } from '@vitrina/contracts/analytics';
import type { OrdersInbox } from '@vitrina/contracts/orders';
import type { Setup } from '@vitrina/contracts/setup';
import { createFakeApi, reply } from '../../../testing/fake-api';
import { inboxRoute } from '../../../testing/order-fixtures';
import { aSetup, setupRoute } from '../../../testing/setup-fixtures';

export { aSetup } from '../../../testing/setup-fixtures';

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
    ...setupRoute(setup),
    'GET v1/analytics/series': () => reply(200, { data: { days } }),
    ...inboxRoute({ inbox }),
  });
}
