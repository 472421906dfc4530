import Typography from '@mui/material/Typography';
import { messages } from '@vitrina/contracts/messages';
import { useParams } from 'react-router';
import { FailureAlert } from '../../../shared/ui/failure-alert';
import { useSignInByLinkMutation } from '../api/auth-api';
import { useStartSession } from '../use-start-session';
import { AuthStep } from './auth-step';

/**
 * /auth/link/:token — the link of the letter a locked account's owner gets (decision 52). It
 * signs in only when pressed, so a mail scanner that opens the link does not spend it.
 */
export function SignInLinkScreen() {
  const { token = '' } = useParams();
  const [signIn, { isLoading, isError, error }] = useSignInByLinkMutation();
  const startSession = useStartSession();

  const submit = async () => {
    const { data } = await signIn(token);
    if (data) await startSession(data);
  };

  return (
    <AuthStep
      title="Вход по ссылке"
      submitLabel="Войти по ссылке"
      onSubmit={submit}
      pending={isLoading}
      failure={isError && <FailureAlert message={messages.auth.signInLinkFailed} error={error} />}
    >
      <Typography>
        Кто-то пытался войти в ваш аккаунт, и вход с новых устройств на время закрыт. Ссылка из
        письма впустит вас сейчас, а этот браузер Vitrina запомнит: чужие попытки его больше не
        остановят.
      </Typography>
    </AuthStep>
  );
}
