import type { DeliveryResult } from '../../infra/mailer/mailer';
import type { DeliveryOutcome } from './delivery-types';

/** Why a letter did not go, as the merchant reads it in a delivery log. */
export const letterFailures = {
  refused: (reason: string) => `Почтовый сервер отклонил письмо: ${reason}`,
  unavailable: (reason: string) => `Почтовый сервер не принял письмо, отправим ещё раз: ${reason}`,
} as const;

/** What the outbox makes of a letter's fate: a refusal for good fails, anything else retries. */
export function letterOutcome(sent: DeliveryResult): DeliveryOutcome {
  if (sent.delivered) return { type: 'delivered' };
  return sent.permanent
    ? { type: 'failed', reason: letterFailures.refused(sent.reason) }
    : { type: 'retry', reason: letterFailures.unavailable(sent.reason) };
}
