import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { SHOP_ROLE_LABELS } from '@vitrina/contracts/team';
import { formatTeamTime } from '../team-format';
import { INVITATION_FIELD_LABELS as LABELS, SECTION_TITLES } from '../team-texts';
import { InvitationActions } from './invitation-actions';
import { Expiry, invitedByText, type InvitationListProps } from './invitation-parts';
import { ADDRESS_CELL, HIDDEN_HEADER } from './team-section';

const COLUMNS = [LABELS.email, LABELS.role, LABELS.invitedBy, LABELS.sent, LABELS.expires];

/** The desktop list: a row an invitation. */
export function InvitationsTable({ invitations, withActions }: InvitationListProps) {
  return (
    <Table size="small" aria-label={SECTION_TITLES.invitations}>
      <TableHead>
        <TableRow>
          {COLUMNS.map((column) => (
            <TableCell key={column}>{column}</TableCell>
          ))}
          {withActions && (
            <TableCell>
              <Box component="span" sx={HIDDEN_HEADER}>
                {LABELS.actions}
              </Box>
            </TableCell>
          )}
        </TableRow>
      </TableHead>
      <TableBody>
        {invitations.map((invitation) => (
          <TableRow key={invitation.id}>
            <TableCell sx={ADDRESS_CELL}>{invitation.email}</TableCell>
            <TableCell>{SHOP_ROLE_LABELS[invitation.role]}</TableCell>
            <TableCell sx={ADDRESS_CELL}>{invitedByText(invitation)}</TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>
              {formatTeamTime(invitation.sent_at)}
            </TableCell>
            <TableCell>
              <Expiry invitation={invitation} />
            </TableCell>
            {withActions && (
              <TableCell align="right">
                <InvitationActions invitation={invitation} />
              </TableCell>
            )}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
