import { SHOP_ROLE_LABELS, type Member } from '@vitrina/contracts/team';
import { usePermissions } from '../../../shared/shop/use-permissions';
import { ActionsMenu, type MenuAction } from '../../../shared/ui/actions-menu';
import { useTeamViewerQuery, type AssignableRole } from '../api/team-api';
import { memberName } from '../team-format';
import { ACTION_LABELS, MEMBER_FIELD_LABELS } from '../team-texts';
import type { MemberRow } from './member-parts';
import type { MemberQuestion } from './member-question-dialog';
import { RoleSelect } from './role-select';

interface MemberRowsOptions {
  onAsk: (question: MemberQuestion) => void;
  onSetRole: (member: Member, role: AssignableRole) => void;
  /** The member whose role is being changed. */
  changingId: number | undefined;
}

/**
 * The members' rows with the controls the signed-in member's rights allow: a role select and
 * removal where the role permits writing the team, except on the owner (whose role moves only
 * by a transfer) and on one's own row; the transfer for the owner alone.
 */
export function useMemberRows(members: readonly Member[], options: MemberRowsOptions) {
  const { can } = usePermissions();
  const { data: viewer } = useTeamViewerQuery();
  const rights = { write: can('team.write'), owners: can('team.owners') };

  const menuOf = (member: Member, changeable: boolean): MenuAction[] => {
    const ask = (kind: MemberQuestion['kind']) => () => options.onAsk({ kind, member });
    const transfer = { label: ACTION_LABELS.transfer, onSelect: ask('transfer') };
    const remove = { label: ACTION_LABELS.remove, onSelect: ask('remove') };
    return [
      ...(rights.owners && member.role !== 'OWNER' ? [transfer] : []),
      ...(changeable ? [remove] : []),
    ];
  };

  const rowOf = (member: Member): MemberRow => {
    const { role } = member;
    const isViewer = member.id === viewer?.id;
    const changeable = rights.write && role !== 'OWNER' && !isViewer;
    const name = memberName(member);
    const menu = menuOf(member, changeable);
    return {
      member,
      isViewer,
      role: changeable ? (
        <RoleSelect
          inline
          label={`${MEMBER_FIELD_LABELS.role}: ${name}`}
          value={role}
          disabled={options.changingId === member.id}
          onChange={(next) => options.onSetRole(member, next)}
        />
      ) : (
        SHOP_ROLE_LABELS[role]
      ),
      menu: menu.length > 0 && (
        <ActionsMenu label={`${MEMBER_FIELD_LABELS.actions}: ${name}`} actions={menu} />
      ),
    };
  };

  return { rows: members.map(rowOf), withMenus: rights.write };
}
