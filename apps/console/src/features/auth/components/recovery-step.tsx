import Typography from '@mui/material/Typography';
import { messages } from '@vitrina/contracts/messages';
import { useForm } from 'react-hook-form';
import { lazyResolver } from '../../../shared/ui/form/lazy-resolver';
import { EmailField } from '../../../shared/ui/form/email-field';
import { FailureAlert } from '../../../shared/ui/failure-alert';
import { useRequestPasswordResetMutation } from '../api/recovery-api';
import type { AuthStepProps } from '../auth-steps';
import { AuthStep } from './auth-step';

const recoveryResolver = lazyResolver(() =>
  import('../auth-resolvers').then((m) => m.recoveryResolver),
);

export function RecoveryStep({ email, goTo }: AuthStepProps) {
  const { control, handleSubmit } = useForm({
    resolver: recoveryResolver,
    defaultValues: { email },
  });
  const [requestReset, { data: sent, isLoading, isError, error }] =
    useRequestPasswordResetMutation();

  const submit = handleSubmit(async (body) => {
    const { data } = await requestReset(body);
    if (data) goTo('recoverySent', body.email);
  });
  // An answer other than the server's "sent" message is a failure too.
  const failed = isError || sent === false;

  return (
    <AuthStep
      title="Восстановление пароля"
      onBack={() => goTo('checkMail')}
      submitLabel="Отправить"
      onSubmit={submit}
      pending={isLoading}
      failure={failed && <FailureAlert message={messages.auth.recoveryFailed} error={error} />}
    >
      <Typography sx={{ color: 'text.secondary' }}>
        Мы отправим на этот адрес письмо со ссылкой для создания нового пароля.
      </Typography>
      <EmailField control={control} name="email" autoFocus />
    </AuthStep>
  );
}
