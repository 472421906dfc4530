import { PASSWORD_LIMITS } from '@vitrina/contracts/limits';
import { messages } from '@vitrina/contracts/messages';
import { useForm } from 'react-hook-form';
import { lazyResolver } from '../../../shared/ui/form/lazy-resolver';
import { EmailField } from '../../../shared/ui/form/email-field';
import { PasswordField } from '../../../shared/ui/form/password-field';
import { FailureAlert } from '../../../shared/ui/failure-alert';
import { showToast } from '../../../shared/ui/toasts/show-toast';
import { useRegisterMutation } from '../api/auth-api';
import type { AuthStepProps } from '../auth-steps';
import { useStartSession } from '../use-start-session';
import { AgreementNote } from './agreement-note';
import { AuthStep } from './auth-step';

const registrationResolver = lazyResolver(() =>
  import('../auth-resolvers').then((m) => m.registrationResolver),
);

/** Two sentences to read: longer than a toast's usual 5 s. */
const CHECK_MAIL_NOTICE_MS = 10_000;

/** After sign-up (issue 36): where the confirmation letter went, and what to do with it. */
const checkMailNotice = (email: string) =>
  `Проверьте почту: мы отправили письмо на ${email}. Перейдите по ссылке в нём, чтобы подтвердить адрес.`;

export function RegistrationStep({ email, goTo }: AuthStepProps) {
  const { control, handleSubmit } = useForm({
    resolver: registrationResolver,
    defaultValues: { email, password: '', confirm_password: '' },
  });
  const [register, { isLoading, isError, error }] = useRegisterMutation();
  const startSession = useStartSession();

  const submit = handleSubmit(async (body) => {
    const { data } = await register(body);
    if (!data) return;
    await startSession(data);
    // The account's confirmation letter is on its way; the profile shows whether it was followed.
    void showToast(checkMailNotice(body.email), {
      variant: 'info',
      autoHideDuration: CHECK_MAIL_NOTICE_MS,
    });
  });

  return (
    <AuthStep
      title="Регистрация"
      onBack={() => goTo('checkMail')}
      submitLabel="Зарегистрироваться"
      onSubmit={submit}
      pending={isLoading}
      failure={isError && <FailureAlert message={messages.auth.loginFailed} error={error} />}
    >
      <EmailField control={control} name="email" />
      <PasswordField
        control={control}
        name="password"
        label="Пароль"
        autoComplete="new-password"
        info={`Не менее ${PASSWORD_LIMITS.minLength} символов`}
        autoFocus
      />
      <PasswordField
        control={control}
        name="confirm_password"
        label="Повторите пароль"
        autoComplete="new-password"
      />
      <AgreementNote />
    </AuthStep>
  );
}
