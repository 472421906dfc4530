import { zodResolver } from '@hookform/resolvers/zod';
import type { ChangePasswordBody } from '@vitrina/contracts/auth';
import { messages } from '@vitrina/contracts/messages';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { AppDialog } from '../../../shared/ui/dialog/app-dialog';
import { DialogForm } from '../../../shared/ui/dialog/dialog-form';
import { FailureAlert } from '../../../shared/ui/failure-alert';
import { PasswordField } from '../../../shared/ui/form/password-field';
import { useChangePasswordMutation } from '../api/profile-api';
import { showToast } from '../../../shared/ui/toasts/show-toast';

// Here the console only asks for filled fields (spec §5); the server checks the current
// password, the length and the match, and its detail is shown under the failure.
const filledPassword = z.string().min(1, messages.profile.passwordRequired);
const changePasswordFormSchema = z.object({
  password: filledPassword,
  new_password: filledPassword,
  confirm_new_password: filledPassword,
}) satisfies z.ZodType<ChangePasswordBody>;

interface ChangePasswordDialogProps {
  open: boolean;
  onClose: () => void;
}

export function ChangePasswordDialog({ open, onClose }: ChangePasswordDialogProps) {
  return (
    <AppDialog open={open} onClose={onClose} title="Изменить пароль">
      <ChangePasswordForm onClose={onClose} />
    </AppDialog>
  );
}

function ChangePasswordForm({ onClose }: Pick<ChangePasswordDialogProps, 'onClose'>) {
  const { control, handleSubmit } = useForm({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: { password: '', new_password: '', confirm_new_password: '' },
  });
  const [changePassword, { isLoading, isError, error }] = useChangePasswordMutation();

  const submit = handleSubmit(async (body) => {
    const { error: failure } = await changePassword(body);
    if (failure) return;
    void showToast(messages.auth.passwordChanged, { variant: 'success' });
    onClose();
  });

  return (
    <DialogForm
      onSubmit={submit}
      onCancel={onClose}
      pending={isLoading}
      failure={
        isError && <FailureAlert message={messages.profile.passwordUpdateFailed} error={error} />
      }
    >
      <PasswordField
        control={control}
        name="password"
        label="Текущий пароль"
        autoComplete="current-password"
        autoFocus
      />
      <PasswordField
        control={control}
        name="new_password"
        label="Новый пароль"
        autoComplete="new-password"
      />
      <PasswordField
        control={control}
        name="confirm_new_password"
        label="Повторите новый пароль"
        autoComplete="new-password"
      />
    </DialogForm>
  );
}
