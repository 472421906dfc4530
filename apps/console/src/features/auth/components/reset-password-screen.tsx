import { messages } from '@vitrina/contracts/messages';
import { useForm } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router';
import { paths } from '@vitrina/contracts/console-paths';
import { DeferredAlert } from '../../../shared/ui/deferred-alert';
import { lazyResolver } from '../../../shared/ui/form/lazy-resolver';
import { PasswordField } from '../../../shared/ui/form/password-field';
import { FailureAlert } from '../../../shared/ui/failure-alert';
import { useApplyPasswordResetMutation } from '../api/auth-api';
import { AuthStep } from './auth-step';

// zod comes with the form's first check (decision 0038).
const newPasswordResolver = lazyResolver(() =>
  import('../auth-resolvers').then((module) => module.newPasswordResolver),
);

/** /password/reset/:token — the link of the recovery letter leads here. */
export function ResetPasswordScreen() {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const { control, handleSubmit } = useForm({
    resolver: newPasswordResolver,
    defaultValues: { password: '' },
  });
  const [applyReset, { isSuccess, isLoading, isError, error }] = useApplyPasswordResetMutation();

  if (isSuccess) {
    return (
      <AuthStep title="Сброс пароля" submitLabel="Войти" onSubmit={() => navigate(paths.auth)}>
        <DeferredAlert severity="success">{messages.auth.passwordChanged}</DeferredAlert>
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
