import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { Site } from '@vitrina/contracts/platform';
import { Link as RouterLink } from 'react-router';
import { useSitesWithWidgetsQuery } from '../../../shared/api/site-reads';
import { paths } from '@vitrina/contracts/console-paths';
import { EmptyState } from '../../../shared/ui/empty-state';
import { FailureAlert } from '../../../shared/ui/failure-alert';
import { PageHeading } from '../../../shared/ui/page-heading';
import { PageLoader } from '../../../shared/ui/page-loader';
import { WidgetFilter } from '../../../shared/ui/widget-filter';
import { ordersQueryOf } from '../analytics-filters';
import { useAnalyticsFilters } from '../use-analytics-filters';
import { AnalyticsReport } from './analytics-report';
import { PeriodPicker } from './period-picker';

const NOTHING_PUBLISHED =
  'Здесь появятся просмотры, клики и заказы ваших витрин, когда вы опубликуете виджет на ' +
  'подтверждённом домене своего сайта.';

const hasPublishedWidget = (sites: readonly Site[]) =>
  sites.some((site) => site.widgets?.some((widget) => widget.published_at !== null));

/** /analytics: the funnel of the merchant's widgets over a period, all or one of them. */
export function AnalyticsScreen() {
  const { data: sites, isLoading, isError, error } = useSitesWithWidgetsQuery();

  return (
    <Stack sx={{ gap: 3 }}>
      <PageHeading>Аналитика</PageHeading>
      {isLoading && <PageLoader />}
      {isError && <FailureAlert message="Не удалось загрузить виджеты" error={error} />}
      {sites &&
        (hasPublishedWidget(sites) ? (
          <FilteredAnalytics />
        ) : (
          <EmptyState
            text={NOTHING_PUBLISHED}
            action={
              <Button component={RouterLink} to={paths.sites} variant="outlined">
                Перейти к площадкам
              </Button>
            }
          />
        ))}
    </Stack>
  );
}

function FilteredAnalytics() {
  const { filters, change } = useAnalyticsFilters();
  return (
    <>
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        sx={{ gap: 2, alignItems: { md: 'center' }, flexWrap: 'wrap' }}
      >
        <PeriodPicker period={filters} onChange={change} />
        <WidgetFilter
          value={filters.widget === undefined ? '' : String(filters.widget)}
          onChange={(widget) => change({ widget })}
        />
        <Button
          component={RouterLink}
          to={`${paths.orders}?${ordersQueryOf(filters)}`}
          sx={{ alignSelf: { xs: 'flex-start', md: 'center' }, ml: { md: 'auto' } }}
        >
          Все заказы
        </Button>
      </Stack>
      <AnalyticsReport filters={filters} />
    </>
  );
}
