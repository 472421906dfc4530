import { z } from 'zod';
import { messageKind } from '../delivery/delivery.service';

/** The kinds of the messages this feature queues, each delivered by its handler. */
export const NOTIFIER_MESSAGES = {
  /** The bot's word in a chat just bound to a merchant's contact. */
  connected: messageKind('notifier.connected', z.object({})),
  /** A message the merchant asked for, to see that the contact works. */
  test: messageKind('notifier.test', z.object({})),
  /**
   * The letter whose link confirms an e-mail contact, sent to the contact's address: its
   * outcome is the contact's last delivery. The token is dropped once it is delivered.
   */
  confirmation: messageKind(
    'notifier.contact-confirmation',
    z.object({ to: z.string(), token: z.string() }),
    { secrets: ['token'] },
  ),
};
