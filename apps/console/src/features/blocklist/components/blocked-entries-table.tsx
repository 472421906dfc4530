import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import {
  BLOCKED_KIND_LABELS,
  blockedValueText,
  blocklistTexts as texts,
} from '@vitrina/contracts/blocklist-texts';
import { ShopTime } from '../../../shared/shop/shop-time';
import type { BlockedEntriesProps } from './blocked-entries';
import { DeleteEntryButton } from './delete-entry-button';

const { columns } = texts;

/** The header of the column of deletes, for screen readers alone. Lengths in px: sx reads 1 as 100%. */
const HIDDEN_HEADER = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/** The desktop list: a row an entry, its delete at the end for a role that may change orders. */
export function BlockedEntriesTable({ entries, withDelete }: BlockedEntriesProps) {
  return (
    <Table size="small" aria-label={texts.title}>
      <TableHead>
        <TableRow>
          <TableCell>{columns.kind}</TableCell>
          <TableCell>{columns.value}</TableCell>
          <TableCell>{columns.note}</TableCell>
          <TableCell>{columns.createdAt}</TableCell>
          {withDelete && (
            <TableCell>
              <Box component="span" sx={HIDDEN_HEADER}>
                {texts.delete}
              </Box>
            </TableCell>
          )}
        </TableRow>
      </TableHead>
      <TableBody>
        {entries.map((entry) => (
          <TableRow key={entry.id}>
            <TableCell>{BLOCKED_KIND_LABELS[entry.kind]}</TableCell>
            <TableCell sx={{ overflowWrap: 'anywhere', minWidth: 160 }}>
              {blockedValueText(entry.kind, entry.value)}
            </TableCell>
            <TableCell sx={{ overflowWrap: 'anywhere' }}>{entry.note}</TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>
              <ShopTime at={entry.created_at} />
            </TableCell>
            {withDelete && (
              <TableCell align="right">
                <DeleteEntryButton entry={entry} />
              </TableCell>
            )}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
