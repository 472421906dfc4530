import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { SeriesDay } from '@vitrina/contracts/analytics';
import { Suspense } from 'react';
import { useShopTime } from '../../../shared/shop/use-shop-time';
import { formatCount } from '../../../shared/ui/format-count';
import { lazyWhenIdle } from '../../../shared/ui/load-when-idle';
import { SERIES_CHART_HEIGHT, SERIES_LINES as LINES } from './series-lines-spec';
import { VISUALLY_HIDDEN } from './visually-hidden';

// The chart library (≈ 80 KB gzip) loads after the page: the figures are in the table too, and
// the chart's place is kept meanwhile (decision 0072).
const SeriesLines = lazyWhenIdle(() => import('./series-lines'));

const CAPTION = 'Просмотры, клики и заказы по дням';

/**
 * The period's days as lines; the chart is a picture, so the same figures stand in a table
 * that only screen readers read.
 */
export function SeriesChart({ days }: { days: SeriesDay[] }) {
  const { day: dayName, label } = useShopTime();
  return (
    <Box component="section" aria-label={CAPTION} sx={{ position: 'relative' }}>
      <Typography variant="h6" component="h2">
        По дням
      </Typography>
      {label && (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {`Дни — по часовому поясу магазина (${label})`}
        </Typography>
      )}
      {/* Hidden from screen readers, so no stop of the keyboard either: the table reads it. */}
      <Box aria-hidden sx={{ minHeight: SERIES_CHART_HEIGHT }}>
        <Suspense fallback={null}>
          <SeriesLines days={days} dayName={dayName} />
        </Suspense>
      </Box>
      {/* A table keeps its rows' height whatever its own: the clipping box is a block around it. */}
      <Box sx={VISUALLY_HIDDEN}>
        <Table>
          <caption>{CAPTION}</caption>
          <TableHead>
            <TableRow>
              <TableCell>День</TableCell>
              {LINES.map(({ count, label }) => (
                <TableCell key={count}>{label}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {days.map((day) => (
              <TableRow key={day.day}>
                <TableCell component="th" scope="row">
                  {dayName(day.day)}
                </TableCell>
                {LINES.map(({ count }) => (
                  <TableCell key={count}>{formatCount(day[count])}</TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
    </Box>
  );
}
