import Alert from '@mui/material/Alert';
import { messages } from '@vitrina/contracts/messages';
import type { AuthStepProps } from '../auth-steps';
import { AuthStep } from './auth-step';

export function RecoverySentStep({ goTo }: AuthStepProps) {
  return (
    <AuthStep
      title="Восстановление пароля"
      submitLabel="Вернуться ко входу"
      onSubmit={() => goTo('auth')}
    >
      <Alert severity="success">{messages.auth.recoverySent}</Alert>
    </AuthStep>
  );
}
