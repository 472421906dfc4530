import { SHOP_ROLE_LABELS } from '@vitrina/contracts/team';
import { ShopTime } from '../../../shared/shop/shop-time';
import { INVITATION_FIELD_LABELS as LABELS, SECTION_TITLES } from '../team-texts';
import { InvitationActions } from './invitation-actions';
import { Expiry, invitedByText, type InvitationListProps } from './invitation-parts';
import { TeamTable, type TeamColumn } from './team-table';

const COLUMNS: TeamColumn[] = [
  { title: LABELS.email, wrap: 'address' },
  { title: LABELS.role, wrap: 'plain' },
  { title: LABELS.invitedBy, wrap: 'address' },
  { title: LABELS.sent, wrap: 'time' },
  { title: LABELS.expires, wrap: 'plain' },
];

/** The desktop list: a row an invitation. */
export function InvitationsTable({ invitations, withActions }: InvitationListProps) {
  return (
    <TeamTable
      label={SECTION_TITLES.invitations}
      columns={COLUMNS}
      actionsLabel={withActions ? LABELS.actions : null}
      rows={invitations.map((invitation) => ({
        key: invitation.id,
        cells: [
          invitation.email,
          SHOP_ROLE_LABELS[invitation.role],
          invitedByText(invitation),
          <ShopTime key="sent" at={invitation.sent_at} />,
          <Expiry key="expiry" invitation={invitation} />,
        ],
        actions: <InvitationActions invitation={invitation} />,
      }))}
    />
  );
}
