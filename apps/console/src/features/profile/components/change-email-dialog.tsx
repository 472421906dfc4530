import { zodResolver } from '@hookform/resolvers/zod';
import Typography from '@mui/material/Typography';
import { changeEmailSchema } from '@vitrina/contracts/auth';
import { isValidEmail } from '@vitrina/contracts/email';
import { messages } from '@vitrina/contracts/messages';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { AppDialog } from '../../../shared/ui/dialog/app-dialog';
import { DialogForm } from '../../../shared/ui/dialog/dialog-form';
import { DialogNotice } from '../../../shared/ui/dialog/dialog-notice';
import { FailureAlert } from '../../../shared/ui/failure-alert';
import { EmailField } from '../../../shared/ui/form/email-field';
import { useChangeEmailMutation } from '../api/profile-api';

// The contract's e-mail rule, with this dialog's own texts for an empty and a malformed address.
const changeEmailFormSchema = changeEmailSchema.extend({
  email: z
    .string()
    .trim()
    .min(1, messages.profile.emailRequired)
    .refine(isValidEmail, messages.profile.emailInvalid),
});

interface ChangeEmailDialogProps {
  open: boolean;
  onClose: () => void;
}

export function ChangeEmailDialog({ open, onClose }: ChangeEmailDialogProps) {
  return (
    <AppDialog open={open} onClose={onClose} title="Изменить email">
      <ChangeEmailForm onClose={onClose} />
    </AppDialog>
  );
}

function ChangeEmailForm({ onClose }: Pick<ChangeEmailDialogProps, 'onClose'>) {
  const { control, handleSubmit } = useForm({
    resolver: zodResolver(changeEmailFormSchema),
    defaultValues: { email: '' },
  });
  const [changeEmail, { isSuccess, isLoading, isError, error }] = useChangeEmailMutation();

  if (isSuccess) {
    return (
      <DialogNotice onClose={onClose}>
        <Typography>Проверьте вашу почту</Typography>
      </DialogNotice>
    );
  }

  return (
    <DialogForm
      onSubmit={handleSubmit((body) => changeEmail(body))}
      onCancel={onClose}
      pending={isLoading}
      failure={
        isError && <FailureAlert message={messages.profile.emailUpdateFailed} error={error} />
      }
    >
      <EmailField
        control={control}
        name="email"
        info="На новый адрес придёт письмо со ссылкой для подтверждения."
        autoFocus
      />
    </DialogForm>
  );
}
