import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { messages } from '@vitrina/contracts/messages';
import { useForm } from 'react-hook-form';
import { lazyResolver } from '../../../shared/ui/form/lazy-resolver';
import { EmailField } from '../../../shared/ui/form/email-field';
import { PasswordField } from '../../../shared/ui/form/password-field';
import { FailureAlert } from '../../../shared/ui/failure-alert';
import { useLoginMutation } from '../api/auth-api';
import type { AuthStepProps } from '../auth-steps';
import { useStartSession } from '../use-start-session';
import { AuthStep } from './auth-step';

const signInResolver = lazyResolver(() =>
  import('../auth-resolvers').then((m) => m.signInResolver),
);

export function SignInStep({ email, goTo }: AuthStepProps) {
  const { control, handleSubmit, getValues } = useForm({
    resolver: signInResolver,
    defaultValues: { username: email, password: '' },
  });
  const [login, { isLoading, isError, error }] = useLoginMutation();
  const startSession = useStartSession();

  const submit = handleSubmit(async (form) => {
    const { data } = await login(form);
    if (data) await startSession(data);
  });
  const leaveFor = (step: 'recovery' | 'registration') => goTo(step, getValues('username'));

  return (
    <AuthStep
      title="Вход"
      onBack={() => goTo('checkMail')}
      submitLabel="Войти"
      onSubmit={submit}
      pending={isLoading}
      failure={isError && <FailureAlert message={messages.auth.loginFailed} error={error} />}
      footer={
        <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
          <Link component="button" type="button" onClick={() => leaveFor('recovery')}>
            Забыли пароль?
          </Link>
          <Link component="button" type="button" onClick={() => leaveFor('registration')}>
            Создать аккаунт
          </Link>
        </Stack>
      }
    >
      <EmailField control={control} name="username" />
      <PasswordField
        control={control}
        name="password"
        label="Пароль"
        autoComplete="current-password"
        autoFocus
      />
    </AuthStep>
  );
}
