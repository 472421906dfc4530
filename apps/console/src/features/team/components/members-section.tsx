import PersonAddIcon from '@mui/icons-material/PersonAddAlt1Outlined';
import Button from '@mui/material/Button';
import type { Member } from '@vitrina/contracts/team';
import { useState } from 'react';
import { usePermissions } from '../../../shared/shop/use-permissions';
import { FailureAlert } from '../../../shared/ui/failure-alert';
import { useViewport } from '../../../shared/ui/shell/use-viewport';
import { useTeamMembersQuery, useTeamViewerQuery } from '../api/team-api';
import { ACTION_LABELS, LOAD_FAILED_TEXTS, LOADING_TEXTS, SECTION_TITLES } from '../team-texts';
import { useMemberActions } from '../use-member-actions';
import { MemberCards } from './member-cards';
import { MemberQuestionDialog, type MemberQuestion } from './member-question-dialog';
import { MembersTable } from './members-table';
import { SectionLoading, TeamSection } from './team-section';
import { useMemberRows } from './use-member-rows';
import { deferUntilOpen } from '../../../shared/ui/deferred-until-open';

// Its form loads when the browser idles and shows at the first opening (decision 0072).
const InviteDialog = deferUntilOpen(
  () => import('./invite-dialog').then((module) => ({ default: module.InviteDialog })),
  ({ open }) => open,
);

/** «Участники»: the members with their roles, what may be done to each, and the invitation. */
export function MembersSection() {
  const { can } = usePermissions();
  const [inviting, setInviting] = useState(false);
  const invite = can('team.write') && (
    <Button variant="contained" startIcon={<PersonAddIcon />} onClick={() => setInviting(true)}>
      {ACTION_LABELS.invite}
    </Button>
  );
  return (
    <TeamSection title={SECTION_TITLES.members} action={invite}>
      <MemberListOrState />
      <InviteDialog open={inviting} onClose={() => setInviting(false)} />
    </TeamSection>
  );
}

function MemberListOrState() {
  const { data: members, error, isLoading } = useTeamMembersQuery();
  // The signed-in member's own row has no controls: it is known before the rows show.
  const viewer = useTeamViewerQuery();
  if (isLoading || viewer.isLoading) return <SectionLoading label={LOADING_TEXTS.members} />;
  if (!members) return <FailureAlert message={LOAD_FAILED_TEXTS.members} error={error} />;
  return <MemberList members={members} />;
}

function MemberList({ members }: { members: readonly Member[] }) {
  const isDesktop = useViewport() === 'desktop';
  const actions = useMemberActions();
  const [question, setQuestion] = useState<MemberQuestion | null>(null);
  const { rows, withMenus } = useMemberRows(members, {
    onAsk: setQuestion,
    onSetRole: (member, role) => void actions.setRole(member, role),
    changingId: actions.changingId,
  });

  const answer = async ({ kind, member }: MemberQuestion) => {
    await (kind === 'remove' ? actions.remove(member) : actions.transfer(member));
    setQuestion(null);
  };

  return (
    <>
      {isDesktop ? <MembersTable rows={rows} withMenus={withMenus} /> : <MemberCards rows={rows} />}
      <MemberQuestionDialog
        question={question}
        onConfirm={(asked) => void answer(asked)}
        onCancel={() => setQuestion(null)}
        pending={actions.removing || actions.changingId !== undefined}
      />
    </>
  );
}
