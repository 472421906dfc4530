import { STATUS_LETTER_TEMPLATES } from '@vitrina/contracts/message-template-texts';
import { stableMessageId } from '../../infra/mailer/letter-id';
import type { Letter, Mailer } from '../../infra/mailer/mailer';
import {
  letterOutcome,
  type KindHandler,
  type MessageDefinition,
} from '../delivery/delivery.service';
import {
  templateOf,
  type ShopTemplates,
  type ShopTemplatesService,
} from '../message-templates/shop-templates.service';
import { buyerLetter, orderAccepted } from './buyer-letter';
import { orderStatusLetter, statusLetter } from './status-letter';

interface BuyerLetterDeps {
  mailer: Pick<Mailer, 'send'>;
  /** The server's address: the letters' Message-IDs name its host. */
  publicUrl: string;
  /** The shops' texts of the letters, read once per shop until its merchant writes. */
  templates: Pick<ShopTemplatesService, 'of'>;
}

/** The buyers' letters, as the delivery worker's registry holds them. */
export function buyerLetterMessages({
  mailer,
  publicUrl,
  templates,
}: BuyerLetterDeps): MessageDefinition[] {
  /**
   * Sends the letter `compose` writes from the shop's texts; a retry's copy carries the same
   * Message-ID.
   */
  const sending =
    <Payload>(
      compose: (payload: Payload, messageId: string, texts: ShopTemplates) => Letter,
    ): KindHandler<Payload> =>
    async ({ payload, idempotencyKey, shopId }) => {
      const letter = compose(
        payload,
        stableMessageId(idempotencyKey, publicUrl),
        await templates.of(shopId),
      );
      return letterOutcome(await mailer.send(letter));
    };

  return [
    orderAccepted.deliveredBy(
      sending((payload, messageId, texts) =>
        buyerLetter(payload, messageId, templateOf(texts, 'BUYER_ACCEPTED')),
      ),
    ),
    orderStatusLetter.deliveredBy(
      sending((payload, messageId, texts) =>
        statusLetter(
          payload,
          messageId,
          templateOf(texts, STATUS_LETTER_TEMPLATES[payload.status]),
        ),
      ),
    ),
  ];
}
