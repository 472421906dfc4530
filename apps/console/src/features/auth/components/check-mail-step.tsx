import Typography from '@mui/material/Typography';
import { Suspense } from 'react';
import { useForm } from 'react-hook-form';
import { lazyResolver } from '../../../shared/ui/form/lazy-resolver';
import { EmailField } from '../../../shared/ui/form/email-field';
import { lazyWhenIdle } from '../../../shared/ui/load-when-idle';
import { useLazyCheckEmailQuery } from '../api/auth-api';
import type { AuthStepProps } from '../auth-steps';
import { AuthStep } from './auth-step';

const CheckMailFailure = lazyWhenIdle(() => import('./check-mail-failure'));

const checkMailResolver = lazyResolver(() =>
  import('../auth-resolvers').then((m) => m.checkMailResolver),
);

/** First step: the e-mail decides between signing in and creating an account. */
export function CheckMailStep({ email, goTo }: AuthStepProps) {
  const { control, handleSubmit } = useForm({
    resolver: checkMailResolver,
    defaultValues: { email },
  });
  const [checkEmail, { isFetching, isError, error }] = useLazyCheckEmailQuery();

  const submit = handleSubmit(async (values) => {
    const { data: exists } = await checkEmail(values);
    if (exists !== undefined) goTo(exists ? 'auth' : 'registration', values.email);
  });

  return (
    <AuthStep
      title="Вход"
      submitLabel="Продолжить"
      onSubmit={submit}
      pending={isFetching}
      failure={
        isError && (
          <Suspense fallback={null}>
            <CheckMailFailure error={error} />
          </Suspense>
        )
      }
    >
      <Typography sx={{ color: 'text.secondary' }}>
        Введите email, чтобы войти или создать аккаунт.
      </Typography>
      <EmailField control={control} name="email" autoFocus />
    </AuthStep>
  );
}
