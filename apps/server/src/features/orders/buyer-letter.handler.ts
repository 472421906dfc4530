import { stableMessageId } from '../../infra/mailer/letter-id';
import type { Letter, Mailer } from '../../infra/mailer/mailer';
import {
  letterOutcome,
  type KindHandler,
  type MessageDefinition,
} from '../delivery/delivery.service';
import { buyerLetter, orderAccepted } from './buyer-letter';
import { orderStatusLetter, statusLetter } from './status-letter';

interface BuyerLetterDeps {
  mailer: Pick<Mailer, 'send'>;
  /** The server's address: the letters' Message-IDs name its host. */
  publicUrl: string;
}

/** The buyers' letters, as the delivery worker's registry holds them. */
export function buyerLetterMessages({ mailer, publicUrl }: BuyerLetterDeps): MessageDefinition[] {
  /** Sends the letter `compose` writes; a retry's copy carries the same Message-ID. */
  const sending =
    <Payload>(compose: (payload: Payload, messageId: string) => Letter): KindHandler<Payload> =>
    async ({ payload, idempotencyKey }) =>
      letterOutcome(
        await mailer.send(compose(payload, stableMessageId(idempotencyKey, publicUrl))),
      );

  return [
    orderAccepted.deliveredBy(sending(buyerLetter)),
    orderStatusLetter.deliveredBy(sending(statusLetter)),
  ];
}
