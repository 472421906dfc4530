import { stableMessageId } from '../../infra/mailer/letter-id';
import type { Mailer } from '../../infra/mailer/mailer';
import { letterOutcome, type DeliveryHandler } from '../delivery/delivery.service';
import { buyerLetter, ORDER_ACCEPTED, type BuyerLetterPayload } from './buyer-letter';

interface BuyerLetterDeps {
  mailer: Pick<Mailer, 'send'>;
  /** The server's address: the letters' Message-IDs name its host. */
  publicUrl: string;
}

/** The delivery worker's handler of the buyers' letters. */
export function createBuyerLetterHandlers({ mailer, publicUrl }: BuyerLetterDeps) {
  const sendLetter: DeliveryHandler = async ({ payload, idempotencyKey }) => {
    const letter = buyerLetter(
      payload as unknown as BuyerLetterPayload,
      stableMessageId(idempotencyKey, publicUrl),
    );
    return letterOutcome(await mailer.send(letter));
  };
  return { [ORDER_ACCEPTED]: sendLetter } satisfies Record<string, DeliveryHandler>;
}
