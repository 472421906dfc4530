import { usePermissions } from '../../../shared/shop/use-permissions';
import { FailureAlert } from '../../../shared/ui/failure-alert';
import { useViewport } from '../../../shared/ui/shell/use-viewport';
import { useTeamInvitationsQuery } from '../api/team-api';
import {
  LOAD_FAILED_TEXTS,
  LOADING_TEXTS,
  NO_INVITATIONS_TEXT,
  SECTION_TITLES,
} from '../team-texts';
import { InvitationCards } from './invitation-cards';
import { InvitationsTable } from './invitations-table';
import { SectionEmpty, SectionLoading, TeamSection } from './team-section';

/** «Приглашения»: those still waiting to be accepted, expired ones included. */
export function InvitationsSection() {
  const { data: invitations, error, isLoading } = useTeamInvitationsQuery();
  const { can } = usePermissions();
  const isDesktop = useViewport() === 'desktop';
  const List = isDesktop ? InvitationsTable : InvitationCards;

  return (
    <TeamSection title={SECTION_TITLES.invitations}>
      {isLoading && <SectionLoading label={LOADING_TEXTS.invitations} />}
      {!isLoading && !invitations && (
        <FailureAlert message={LOAD_FAILED_TEXTS.invitations} error={error} />
      )}
      {invitations?.length === 0 && <SectionEmpty text={NO_INVITATIONS_TEXT} />}
      {invitations && invitations.length > 0 && (
        <List invitations={invitations} withActions={can('team.write')} />
      )}
    </TeamSection>
  );
}
