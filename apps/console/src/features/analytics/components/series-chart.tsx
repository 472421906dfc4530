import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';
import type { SeriesDay } from '@vitrina/contracts/analytics';
import { useShopTime } from '../../../shared/shop/use-shop-time';
import { formatCount } from '../../../shared/ui/format-count';
import { VISUALLY_HIDDEN } from './visually-hidden';

/** The lines drawn, in the order of the table's columns. */
const LINES = [
  { count: 'views', label: 'Просмотры' },
  { count: 'clicks', label: 'Клики' },
  { count: 'orders', label: 'Заказы' },
] as const;

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
      <Box aria-hidden>
        <LineChart
          disableKeyboardNavigation
          height={280}
          yAxis={[{ tickMinStep: 1 }]}
          xAxis={[
            { scaleType: 'point', data: days.map(({ day }) => day), valueFormatter: dayName },
          ]}
          series={LINES.map(({ count, label }) => ({
            id: count,
            label,
            data: days.map((day) => day[count]),
            showMark: days.length <= 31,
          }))}
        />
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
