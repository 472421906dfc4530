import { LineChart } from '@mui/x-charts/LineChart';
import type { SeriesDay } from '@vitrina/contracts/analytics';
import { SERIES_CHART_HEIGHT, SERIES_LINES } from './series-lines-spec';

interface SeriesLinesProps {
  days: SeriesDay[];
  dayName: (day: string) => string;
}

/** The picture of the period's days: the chart library loads with it alone. */
export default function SeriesLines({ days, dayName }: SeriesLinesProps) {
  return (
    <LineChart
      disableKeyboardNavigation
      height={SERIES_CHART_HEIGHT}
      yAxis={[{ tickMinStep: 1 }]}
      xAxis={[{ scaleType: 'point', data: days.map(({ day }) => day), valueFormatter: dayName }]}
      series={SERIES_LINES.map(({ count, label }) => ({
        id: count,
        label,
        data: days.map((day) => day[count]),
        showMark: days.length <= 31,
      }))}
    />
  );
}
