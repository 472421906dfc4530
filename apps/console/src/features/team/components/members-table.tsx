import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { formatTeamDate } from '../team-format';
import { MEMBER_FIELD_LABELS as LABELS, SECTION_TITLES } from '../team-texts';
import { lastActiveText, MemberName, type MemberRow } from './member-parts';
import { ADDRESS_CELL, HIDDEN_HEADER } from './team-section';

const COLUMNS = [LABELS.name, LABELS.email, LABELS.role, LABELS.lastActive, LABELS.joined];

interface MembersTableProps {
  rows: readonly MemberRow[];
  /** Whether any row may have a menu: the column of menus is left out otherwise. */
  withMenus: boolean;
}

/** The desktop list: a row a member. */
export function MembersTable({ rows, withMenus }: MembersTableProps) {
  return (
    <Table size="small" aria-label={SECTION_TITLES.members}>
      <TableHead>
        <TableRow>
          {COLUMNS.map((column) => (
            <TableCell key={column}>{column}</TableCell>
          ))}
          {withMenus && (
            <TableCell>
              <Box component="span" sx={HIDDEN_HEADER}>
                {LABELS.actions}
              </Box>
            </TableCell>
          )}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.member.id}>
            <TableCell sx={ADDRESS_CELL}>
              <MemberName row={row} />
            </TableCell>
            <TableCell sx={ADDRESS_CELL}>{row.member.email}</TableCell>
            <TableCell>{row.role}</TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{lastActiveText(row.member)}</TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>
              {formatTeamDate(row.member.joined_at)}
            </TableCell>
            {withMenus && <TableCell align="right">{row.menu}</TableCell>}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
