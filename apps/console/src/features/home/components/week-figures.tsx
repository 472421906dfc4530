import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { formatRubles } from '@vitrina/contracts/pricing';
import { lazy, Suspense, useMemo } from 'react';
import { EmptyState } from '../../../shared/ui/empty-state';
import { FailureAlert } from '../../../shared/ui/failure-alert';
import { FigureCard, FigureList } from '../../../shared/ui/figures';
import { formatCount } from '../../../shared/ui/format-count';
import { useAnalyticsSeriesQuery } from '../../../shared/api/analytics-reads';
import { useShopTime } from '../../../shared/shop/use-shop-time';
import { lastWeek, WEEK_FIGURES, weekTotal, type WeekFigure } from '../week-figures';

const SPARK_LINE_HEIGHT = 40;

// The lines only picture the days the figures sum up: the chart library, the largest part of the
// home's code, loads after the figures show rather than with the page.
const SparkLineChart = lazy(() =>
  import('@mui/x-charts/SparkLineChart').then((module) => ({ default: module.SparkLineChart })),
);

const TITLE_ID = 'week-figures-title';

export const NO_FIGURES_TEXT =
  'Здесь появятся просмотры витрин, заказы и выручка, когда посетители увидят опубликованную витрину.';

const formatFigure = (key: WeekFigure, value: number) =>
  key === 'revenue' ? formatRubles(value) : formatCount(value);

/** Views, orders and revenue of the last 7 days, each with a small line of its days. */
export function WeekFigures() {
  const { today } = useShopTime();
  const period = useMemo(() => lastWeek(today()), [today]);
  const {
    data: days,
    isError,
    error,
  } = useAnalyticsSeriesQuery(period, { refetchOnMountOrArgChange: true });
  const empty = days?.every((day) => day.views === 0 && day.orders === 0) ?? false;

  return (
    <Card component="section" variant="outlined" aria-labelledby={TITLE_ID}>
      <CardContent>
        <Typography id={TITLE_ID} variant="h6" component="h2" sx={{ mb: 1.5 }}>
          За 7 дней
        </Typography>
        {isError && <FailureAlert message="Не удалось загрузить цифры" error={error} />}
        {days && empty && <EmptyState text={NO_FIGURES_TEXT} />}
        {days && !empty && (
          <FigureList label="Итоги недели">
            {WEEK_FIGURES.map((figure) => (
              <FigureCard
                key={figure.key}
                label={figure.label}
                value={formatFigure(figure.key, weekTotal(days, figure.key))}
              >
                {/* The line is a picture of the days; the figure above says the sum in words.
                    Hidden from screen readers, it takes no stop of the keyboard either. */}
                <Box aria-hidden sx={{ height: SPARK_LINE_HEIGHT }}>
                  <Suspense fallback={null}>
                    <SparkLineChart
                      disableKeyboardNavigation
                      data={days.map((day) => day[figure.key])}
                      height={SPARK_LINE_HEIGHT}
                      curve="linear"
                    />
                  </Suspense>
                </Box>
              </FigureCard>
            ))}
          </FigureList>
        )}
      </CardContent>
    </Card>
  );
}
