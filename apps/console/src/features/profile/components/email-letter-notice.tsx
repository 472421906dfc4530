import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { EmailLetter, User } from '@vitrina/contracts/auth';
import { EMAIL_LETTER_RESEND_SECONDS } from '@vitrina/contracts/limits';
import { messages } from '@vitrina/contracts/messages';
import { useEffect, useId, useState } from 'react';
import { FailureAlert } from '../../../shared/ui/failure-alert';
import { useChangeEmailMutation, useEmailLetterQuery } from '../api/profile-api';

/** While a letter is on its way, its fate is asked for again this often. */
const PENDING_POLL_MS = 3000;

/** Seconds until the letter may be asked for again; 0 once it may. */
function useSecondsUntilResend(letter: EmailLetter | null | undefined): number {
  const resendAt = letter ? Date.parse(letter.queued_at) + EMAIL_LETTER_RESEND_SECONDS * 1000 : 0;
  const [now, setNow] = useState(() => Date.now());
  const waiting = resendAt > now;
  useEffect(() => {
    if (!waiting) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [waiting]);
  return Math.max(0, Math.ceil((resendAt - now) / 1000));
}

/** Asks for the letter's fate again and again while it is mounted: while the letter is on its way. */
function PollWhilePending() {
  useEmailLetterQuery(undefined, { pollingInterval: PENDING_POLL_MS });
  return null;
}

/** What the outbox says of the letter, in the user's words. */
function letterState(letter: EmailLetter) {
  if (letter.status === 'FAILED') {
    return { severity: 'error', text: `Письмо не доставлено: ${letter.error}` } as const;
  }
  if (letter.error) {
    return { severity: 'warning', text: `Письмо пока не доставлено: ${letter.error}` } as const;
  }
  return {
    severity: 'info',
    text: `Письмо отправлено на ${letter.to}. Перейдите по ссылке в нём, чтобы подтвердить адрес.`,
  } as const;
}

/**
 * An unconfirmed e-mail, or a new address waiting for its letter: what became of the newest
 * confirmation letter, and the letter again a minute after the last (decision 51).
 */
export function EmailLetterNotice({ user }: { user: User }) {
  const { data: letter } = useEmailLetterQuery();
  const [resend, { isLoading, isError, error }] = useChangeEmailMutation();
  const seconds = useSecondsUntilResend(letter);
  const stateId = useId();

  const waitingChange = letter && letter.to !== user.email && letter.status !== 'DELIVERED';
  if (user.is_email_confirmed && !waitingChange) return null;
  const state = letter ? letterState(letter) : undefined;

  return (
    <Stack sx={{ gap: 1.5, alignItems: 'flex-start' }}>
      {letter?.status === 'PENDING' && <PollWhilePending />}
      <Alert id={stateId} severity={state?.severity ?? 'warning'} sx={{ alignSelf: 'stretch' }}>
        {state?.text ?? 'Email не подтверждён.'}
      </Alert>
      {isError && <FailureAlert message={messages.profile.emailUpdateFailed} error={error} />}
      <Button
        variant="outlined"
        loading={isLoading}
        disabled={seconds > 0}
        // While it waits, the letter just sent is why.
        aria-describedby={seconds > 0 ? stateId : undefined}
        onClick={() => resend({ email: letter?.to ?? user.email })}
      >
        {seconds > 0 ? `Отправить письмо ещё раз через ${seconds} с` : 'Отправить письмо ещё раз'}
      </Button>
    </Stack>
  );
}
