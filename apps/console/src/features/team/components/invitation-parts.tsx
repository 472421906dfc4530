import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import type { Invitation } from '@vitrina/contracts/team';
import { ShopTime } from '../../../shared/shop/shop-time';
import { isExpired } from '../team-format';
import { EXPIRED_TEXT } from '../team-texts';

/** What the invitations' lists show of each, on desktop and on phones. */
export interface InvitationListProps {
  invitations: readonly Invitation[];
  /** Whether the signed-in member may send again and revoke. */
  withActions: boolean;
}

/** When the link stops working, or that it has. */
export function Expiry({ invitation }: { invitation: Invitation }) {
  return (
    <Stack component="span" direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
      <ShopTime at={invitation.expires_at} />
      {isExpired(invitation) && <Chip size="small" color="warning" label={EXPIRED_TEXT} />}
    </Stack>
  );
}

/** Who sent it; nobody once that account is gone. */
export const invitedByText = (invitation: Invitation) => invitation.invited_by ?? '—';
