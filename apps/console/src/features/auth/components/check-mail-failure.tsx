import { messages } from '@vitrina/contracts/messages';
import { FailureAlert } from '../../../shared/ui/failure-alert';

/**
 * The e-mail step's failure. Its text comes with it: the message catalogue is no part of the
 * sign-in screen's first load (decision 0072).
 */
export default function CheckMailFailure({ error }: { error: unknown }) {
  return <FailureAlert message={messages.auth.emailCheckFailed} error={error} />;
}
