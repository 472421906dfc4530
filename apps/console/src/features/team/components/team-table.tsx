import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { ReactNode } from 'react';

/** A header's text for screen readers alone: the column of a row's buttons. */
// Lengths in px: sx reads a bare 1 as 100%.
const HIDDEN_HEADER = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/**
 * How a column's cells wrap: an address or a name is wide enough that a usual one stays on one
 * line, a long one broken anywhere rather than pushing the table past the page; a time never
 * breaks.
 */
const CELL_WRAP = {
  address: { minWidth: 200, overflowWrap: 'anywhere' },
  time: { whiteSpace: 'nowrap' },
  plain: {},
} as const;

export interface TeamColumn {
  title: string;
  wrap: keyof typeof CELL_WRAP;
}

export interface TeamTableRow {
  key: number;
  /** One a column, in the columns' order. */
  cells: readonly ReactNode[];
  /** The row's buttons or menu, in the last column. */
  actions?: ReactNode;
}

interface TeamTableProps {
  label: string;
  columns: readonly TeamColumn[];
  /** The hidden header of the column of buttons; without it the column is left out. */
  actionsLabel: string | null;
  rows: readonly TeamTableRow[];
}

/** The desktop list of a team section: a row an entry, its buttons at the end. */
export function TeamTable({ label, columns, actionsLabel, rows }: TeamTableProps) {
  return (
    <Table size="small" aria-label={label}>
      <TableHead>
        <TableRow>
          {columns.map(({ title }) => (
            <TableCell key={title}>{title}</TableCell>
          ))}
          {actionsLabel !== null && (
            <TableCell>
              <Box component="span" sx={HIDDEN_HEADER}>
                {actionsLabel}
              </Box>
            </TableCell>
          )}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map(({ key, cells, actions }) => (
          <TableRow key={key}>
            {cells.map((cell, index) => (
              <TableCell key={columns[index]!.title} sx={CELL_WRAP[columns[index]!.wrap]}>
                {cell}
              </TableCell>
            ))}
            {actionsLabel !== null && <TableCell align="right">{actions}</TableCell>}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
