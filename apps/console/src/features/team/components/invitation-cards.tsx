import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SHOP_ROLE_LABELS } from '@vitrina/contracts/team';
import { WRAP_LONG_WORDS } from '../../../shared/ui/long-words';
import { ShopTime } from '../../../shared/shop/shop-time';
import { INVITATION_FIELD_LABELS as LABELS, SECTION_TITLES } from '../team-texts';
import { InvitationActions } from './invitation-actions';
import { Expiry, invitedByText, type InvitationListProps } from './invitation-parts';

const secondary = { color: 'text.secondary', ...WRAP_LONG_WORDS } as const;

/** The phone's list: a card an invitation. */
export function InvitationCards({ invitations, withActions }: InvitationListProps) {
  return (
    <Stack
      component="ul"
      aria-label={SECTION_TITLES.invitations}
      sx={{ gap: 1.5, m: 0, p: 0, listStyle: 'none' }}
    >
      {invitations.map((invitation) => (
        <Card
          key={invitation.id}
          component="li"
          variant="outlined"
          aria-label={invitation.email}
          sx={{ p: 2 }}
        >
          <Typography sx={{ fontWeight: 600, ...WRAP_LONG_WORDS }}>{invitation.email}</Typography>
          <Typography variant="body2">{SHOP_ROLE_LABELS[invitation.role]}</Typography>
          <Typography variant="body2" sx={secondary}>
            {`${LABELS.invitedBy}: ${invitedByText(invitation)}`}
          </Typography>
          <Typography variant="body2" sx={secondary}>
            {LABELS.sent}: <ShopTime at={invitation.sent_at} />
          </Typography>
          <Typography component="div" variant="body2" sx={secondary}>
            <Stack component="span" direction="row" sx={{ gap: 0.5, alignItems: 'center' }}>
              {`${LABELS.expires}:`} <Expiry invitation={invitation} />
            </Stack>
          </Typography>
          {withActions && (
            <Box sx={{ mt: 1 }}>
              <InvitationActions invitation={invitation} />
            </Box>
          )}
        </Card>
      ))}
    </Stack>
  );
}
