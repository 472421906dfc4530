import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import { passwordApplySchema } from '@vitrina/contracts/auth';
import { messages } from '@vitrina/contracts/messages';
import { useForm } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router';
import { z } from 'zod';
import { paths } from '@vitrina/contracts/console-paths';
import { PasswordField } from '../../../shared/ui/form/password-field';
import { FailureAlert } from '../../../shared/ui/failure-alert';
import { useApplyPasswordResetMutation } from '../api/auth-api';
import { AuthStep } from './auth-step';

// Blank after trimming is "empty" here (spec §5); otherwise the server's password rule applies.
// The contract schema checks the confirmation too, so it cannot be picked from: its field is.
const notBlank = z.string().refine((value) => value.trim() !== '', {
  error: messages.profile.passwordRequired,
});
const newPasswordFormSchema = z.object({
  password: notBlank.pipe(passwordApplySchema.shape.password),
});

/** /password/reset/:token — the link of the recovery letter leads here. */
export function ResetPasswordScreen() {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const { control, handleSubmit } = useForm({
    resolver: zodResolver(newPasswordFormSchema),
    defaultValues: { password: '' },
  });
  const [applyReset, { isSuccess, isLoading, isError, error }] = useApplyPasswordResetMutation();

  if (isSuccess) {
    return (
      <AuthStep title="Сброс пароля" submitLabel="Войти" onSubmit={() => navigate(paths.auth)}>
        <Alert severity="success">{messages.auth.passwordChanged}</Alert>
      </AuthStep>
    );
  }

  const submit = handleSubmit(({ password }) =>
    applyReset({ password, confirm_password: password, token }),
  );

  return (
    <AuthStep
      title="Сброс пароля"
      submitLabel="Создать пароль"
      onSubmit={submit}
      pending={isLoading}
      failure={isError && <FailureAlert message={messages.auth.resetFailed} error={error} />}
    >
      <PasswordField
        control={control}
        name="password"
        label="Новый пароль"
        autoComplete="new-password"
        autoFocus
      />
    </AuthStep>
  );
}
