import Stack from '@mui/material/Stack';
import type { AnalyticsQuery, Funnel } from '@vitrina/contracts/analytics';
import { EmptyState } from '../../../shared/ui/empty-state';
import { FailureAlert } from '../../../shared/ui/failure-alert';
import { PageLoader } from '../../../shared/ui/page-loader';
import { useAnalyticsSeriesQuery } from '../../../shared/api/analytics-reads';
import { useFunnelQuery, useTopProductsQuery } from '../api/analytics-api';
import { FunnelFigures } from './funnel-figures';
import { SeriesChart } from './series-chart';
import { TopProductsTable } from './top-products-table';

const LOAD_FAILED = 'Не удалось загрузить аналитику';
const NO_EVENTS =
  'За этот период событий нет. Их присылает опубликованный виджет со страниц подтверждённого ' +
  'домена вашего сайта: просмотры витрины, нажатия «Купить», добавления в корзину и открытые ' +
  'формы; заказы — это полученные заявки.';

const isEmpty = (funnel: Funnel) =>
  funnel.views + funnel.clicks + funnel.cart_adds + funnel.form_opens + funnel.orders === 0 &&
  funnel.revenue === 0;

/** The period's funnel, its days and its top products, or why there is nothing to show. */
export function AnalyticsReport({ filters }: { filters: AnalyticsQuery }) {
  const funnel = useFunnelQuery(filters);
  const series = useAnalyticsSeriesQuery(filters);
  const top = useTopProductsQuery(filters);

  // A refused period (over a year, reversed) is refused by all three alike: one message.
  const failed = [funnel, series, top].find((read) => read.isError);
  if (failed) return <FailureAlert message={LOAD_FAILED} error={failed.error} />;
  if (!funnel.data || !series.data || !top.data) return <PageLoader />;
  if (isEmpty(funnel.data)) return <EmptyState text={NO_EVENTS} />;
  return (
    <Stack sx={{ gap: 3 }}>
      <FunnelFigures funnel={funnel.data} />
      <SeriesChart days={series.data} />
      <TopProductsTable products={top.data} />
    </Stack>
  );
}
