import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { messages } from '@vitrina/contracts/messages';
import { useCurrentShopSubscription } from '../../../shared/shop/shop-api';
import { usePermissions } from '../../../shared/shop/use-permissions';
import { PageHeading } from '../../../shared/ui/page-heading';
import { PageLoader } from '../../../shared/ui/page-loader';
import { TEAM_TITLE } from '../team-texts';
import { InvitationsSection } from './invitations-section';
import { JournalSection } from './journal-section';
import { MembersSection } from './members-section';

/**
 * /users: the shop's members and their roles, the invitations and the journal of actions, for
 * the roles that may read the team; the others are told plainly that theirs may not.
 */
export function TeamScreen() {
  // Until the shop is read every right looks granted, and the team's reads would go out only to
  // be refused for a role without them; the session's guard asks for the shop before any screen.
  const { can, settled } = usePermissions();
  // Held here too, so a change of roles made on this screen reads the shop again without a shell.
  useCurrentShopSubscription();
  if (!settled) return <PageLoader />;
  if (!can('team.read')) return <Typography>{messages.team.forbidden}</Typography>;
  return (
    <>
      <PageHeading>{TEAM_TITLE}</PageHeading>
      <Stack sx={{ gap: 5 }}>
        <MembersSection />
        <InvitationsSection />
        <JournalSection />
      </Stack>
    </>
  );
}
