import { zodResolver } from '@hookform/resolvers/zod';
import { messages } from '@vitrina/contracts/messages';
import { invitationCreateSchema } from '@vitrina/contracts/team';
import { useController, useForm } from 'react-hook-form';
import { AppDialog } from '../../../shared/ui/dialog/app-dialog';
import { DialogForm } from '../../../shared/ui/dialog/dialog-form';
import { FailureAlert } from '../../../shared/ui/failure-alert';
import { EmailField } from '../../../shared/ui/form/email-field';
import { showToast } from '../../../shared/ui/toasts/show-toast';
import { useInviteMemberMutation, type AssignableRole } from '../api/team-api';
import { ACTION_LABELS, INVITE_FAILED_TEXT, MEMBER_FIELD_LABELS } from '../team-texts';
import { RoleSelect } from './role-select';

interface InviteDialogProps {
  open: boolean;
  onClose: () => void;
}

export function InviteDialog({ open, onClose }: InviteDialogProps) {
  return (
    <AppDialog open={open} onClose={onClose} title="Пригласить пользователя">
      <InviteForm onClose={onClose} />
    </AppDialog>
  );
}

// The role that sees no buyer's data, so a slip of the hand gives away the least.
const EMPTY_FORM = { email: '', role: 'CONTENT_MANAGER' as AssignableRole };

/**
 * The address and the role, checked by the contract's rules; the server's refusals (a member or
 * an invitation already there, too many of them) are shown in the dialog, which stays open.
 */
function InviteForm({ onClose }: { onClose: () => void }) {
  const { control, handleSubmit } = useForm({
    resolver: zodResolver(invitationCreateSchema),
    defaultValues: EMPTY_FORM,
  });
  const { field: role } = useController({ control, name: 'role' });
  const [invite, { isLoading, isError, error }] = useInviteMemberMutation();

  const submit = handleSubmit(async (invitation) => {
    const { data } = await invite(invitation);
    if (!data) return;
    void showToast(messages.team.invitationSent(invitation.email), { variant: 'success' });
    onClose();
  });

  return (
    <DialogForm
      onSubmit={() => void submit()}
      onCancel={onClose}
      pending={isLoading}
      submitLabel={ACTION_LABELS.invite}
      failure={isError && <FailureAlert message={INVITE_FAILED_TEXT} error={error} />}
    >
      <EmailField control={control} name="email" required autoFocus />
      <RoleSelect label={MEMBER_FIELD_LABELS.role} value={role.value} onChange={role.onChange} />
    </DialogForm>
  );
}
