import { stableMessageId } from '../../infra/mailer/letter-id';
import type { Mailer } from '../../infra/mailer/mailer';
import { letterOutcome, type MessageDefinition } from '../delivery/delivery.service';
import { buyerLetter, orderAccepted } from './buyer-letter';

interface BuyerLetterDeps {
  mailer: Pick<Mailer, 'send'>;
  /** The server's address: the letters' Message-IDs name its host. */
  publicUrl: string;
}

/** The buyers' letters, as the delivery worker's registry holds them. */
export function buyerLetterMessages({ mailer, publicUrl }: BuyerLetterDeps): MessageDefinition[] {
  return [
    orderAccepted.deliveredBy(async ({ payload, idempotencyKey }) => {
      const letter = buyerLetter(payload, stableMessageId(idempotencyKey, publicUrl));
      return letterOutcome(await mailer.send(letter));
    }),
  ];
}
