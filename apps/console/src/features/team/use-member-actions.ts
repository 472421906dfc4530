import type { Member } from '@vitrina/contracts/team';
import { serverDetailOf } from '../../shared/api/server-detail';
import { showToast } from '../../shared/ui/toasts/show-toast';
import {
  useChangeMemberRoleMutation,
  useRemoveMemberMutation,
  type AssignableRole,
} from './api/team-api';
import { OWNERSHIP_TRANSFERRED_TEXT, ROLE_CHANGED_TEXT, SAVE_FAILED_TEXT } from './team-texts';

/**
 * What the list does to a member: change the role, hand over the ownership, remove. Each says
 * how it went in a toast; a refusal in the server's own words.
 */
export function useMemberActions() {
  const [changeRole, changing] = useChangeMemberRoleMutation();
  const [removeMember, removing] = useRemoveMemberMutation();

  const report = (error: unknown, done: string | undefined) => {
    if (error) void showToast(serverDetailOf(error) ?? SAVE_FAILED_TEXT, { variant: 'error' });
    else if (done) void showToast(done, { variant: 'success' });
  };

  return {
    setRole: async (member: Member, role: AssignableRole) => {
      const { error } = await changeRole({ id: member.id, role });
      report(error, ROLE_CHANGED_TEXT);
    },
    transfer: async (member: Member) => {
      const { error } = await changeRole({ id: member.id, role: 'OWNER' });
      report(error, OWNERSHIP_TRANSFERRED_TEXT);
    },
    remove: async (member: Member) => {
      const { data, error } = await removeMember(member.id);
      report(error, data?.message);
    },
    /** The member whose role is being changed or handed the ownership. */
    changingId: changing.isLoading ? changing.originalArgs?.id : undefined,
    removing: removing.isLoading,
  };
}
