import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';
import type { SeriesDay } from '@vitrina/contracts/analytics';
import { formatRubles } from '@vitrina/contracts/pricing';
import { useMemo } from 'react';
import { EmptyState } from '../../../shared/ui/empty-state';
import { FailureAlert } from '../../../shared/ui/failure-alert';
import { formatCount } from '../../../shared/ui/format-count';
import { useAnalyticsSeriesQuery } from '../../../shared/api/analytics-reads';
import { lastWeek, WEEK_FIGURES, weekTotal, type WeekFigure } from '../week-figures';

const TITLE_ID = 'week-figures-title';

export const NO_FIGURES_TEXT =
  'Здесь появятся просмотры витрин, заказы и выручка, когда посетители увидят опубликованную витрину.';

const formatFigure = (key: WeekFigure, value: number) =>
  key === 'revenue' ? formatRubles(value) : formatCount(value);

function FigureCard({
  days,
  figure,
}: {
  days: SeriesDay[];
  figure: (typeof WEEK_FIGURES)[number];
}) {
  return (
    <Box
      role="group"
      aria-label={figure.label}
      sx={{ flex: '1 1 160px', p: 1.5, border: 1, borderColor: 'divider', borderRadius: 1 }}
    >
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {figure.label}
      </Typography>
      <Typography variant="h5" component="p">
        {formatFigure(figure.key, weekTotal(days, figure.key))}
      </Typography>
      {/* The line is a picture of the days; the figure above says the sum in words. */}
      <Box aria-hidden>
        <SparkLineChart data={days.map((day) => day[figure.key])} height={40} curve="linear" />
      </Box>
    </Box>
  );
}

/** Views, orders and revenue of the last 7 days, each with a small line of its days. */
export function WeekFigures() {
  const period = useMemo(() => lastWeek(), []);
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
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
            {WEEK_FIGURES.map((figure) => (
              <FigureCard key={figure.key} days={days} figure={figure} />
            ))}
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
