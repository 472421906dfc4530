import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { WidgetListItem } from '@vitrina/contracts/platform';
import { formatCount } from '../../../../shared/ui/format-count';
import { WRAP_LONG_WORDS } from '../../../../shared/ui/long-words';
import { WIDGET_LIST_TEXTS as TEXTS } from '../widget-list-texts';
import { WidgetEditorLink } from './widget-editor-link';
import { WidgetLastOrder } from './widget-last-order';
import { WidgetPublication } from './widget-publication';

const { columns } = TEXTS;

/**
 * The list on a tablet or a computer: a row a widget. Narrower than the table, its region scrolls
 * sideways and takes the keyboard's arrows.
 */
export function WidgetTable({ widgets }: { widgets: readonly WidgetListItem[] }) {
  return (
    <Box
      role="region"
      aria-label={TEXTS.listLabel}
      tabIndex={0}
      sx={{ overflowX: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}
    >
      <Table size="small" aria-label={TEXTS.listLabel} sx={{ minWidth: 720 }}>
        <TableHead>
          <TableRow>
            <TableCell>{columns.site}</TableCell>
            <TableCell>{columns.title}</TableCell>
            <TableCell>{columns.publication}</TableCell>
            <TableCell>{columns.lastOrder}</TableCell>
            <TableCell align="right">{columns.weekViews}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {widgets.map((widget) => (
            <TableRow key={widget.id} hover>
              <TableCell sx={WRAP_LONG_WORDS}>{widget.site.title}</TableCell>
              <TableCell>
                <WidgetEditorLink widget={widget} />
              </TableCell>
              <TableCell>
                <WidgetPublication widget={widget} />
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                <WidgetLastOrder widget={widget} />
              </TableCell>
              <TableCell align="right">{formatCount(widget.week_views)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
