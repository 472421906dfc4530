import { messages } from '@vitrina/contracts/messages';
import type { Contact, emailContactCreateSchema } from '@vitrina/contracts/notifier';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { NotifierContactRow } from '../../db/schema';
import { isUniqueViolation } from '../../db/unique-violation';
import { AppError } from '../../errors/app-error';
import type { Clock } from '../../infra/clock';
import type { RateLimiter } from '../../infra/rate-limits/rate-limiter';
import type { DeliveryService } from '../delivery/delivery.service';
import type { ContactsService } from './contacts.service';
import { findEmailContact, insertContact, updateContact } from './contacts.repository';
import { issueContactToken, spendContactToken } from './email-tokens.repository';
import { NOTIFIER_MESSAGES } from './message-kinds';

type EmailContactCreate = z.output<typeof emailContactCreateSchema>;

interface EmailContactsDeps {
  db: Db;
  now: Clock;
  delivery: Pick<DeliveryService, 'enqueue' | 'nudge'>;
  rateLimiter: Pick<RateLimiter, 'hit'>;
  contacts: Pick<ContactsService, 'answer'>;
}

function refuseConfirmed(contact: NotifierContactRow | undefined) {
  if (contact?.isConfirmed) {
    throw new AppError('BAD_REQUEST', messages.notifier.emailAlreadyConnected);
  }
}

/**
 * E-mail contacts: an address receives forms once its owner follows the link of the letter sent
 * to it. Until then the contact is listed unconfirmed, and asking again sends a fresh link.
 */
export function createEmailContactsService(deps: EmailContactsDeps) {
  const { db, now, delivery, rateLimiter, contacts } = deps;

  /**
   * The contact of the address, made or retitled, a token that voids the earlier ones, and the
   * letter of its link, queued to the contact: its fate is the contact's last delivery.
   */
  function issue(shopId: number, { title, description, email }: EmailContactCreate) {
    return db.transaction(async (tx): Promise<NotifierContactRow> => {
      const existing = await findEmailContact(tx, shopId, email);
      refuseConfirmed(existing);
      const fields = { title, description: description ?? null };
      const contact = existing
        ? (await updateContact(tx, shopId, existing.id, fields))!
        : await insertContact(tx, { shopId, type: 'EMAIL', email, ...fields });
      const token = await issueContactToken(tx, { shopId, contactId: contact.id, now: now() });
      const { kind } = NOTIFIER_MESSAGES.confirmation;
      const letter = NOTIFIER_MESSAGES.confirmation.message({
        shopId,
        recipientId: contact.id,
        payload: { to: contact.email!, token },
        dedupeKey: `${kind}:${contact.id}:${crypto.randomUUID()}`,
      });
      await delivery.enqueue(tx, letter);
      return contact;
    });
  }

  /** Two requests for one new address at once: the second finds the contact the first made. */
  async function issueOnce(shopId: number, body: EmailContactCreate) {
    try {
      return await issue(shopId, body);
    } catch (error) {
      if (!isUniqueViolation(error, 'notifier_contacts_shop_id_email_unique')) throw error;
      return issue(shopId, body);
    }
  }

  return {
    /**
     * Queues the confirmation letter and answers the unconfirmed contact at once, its letter
     * pending; the contacts list shows what became of the letter, as of any message (decision 51).
     */
    async requestConfirmation(shopId: number, body: EmailContactCreate): Promise<Contact> {
      refuseConfirmed(await findEmailContact(db, shopId, body.email));
      await rateLimiter.hit('contactLettersPerAccount', String(shopId));
      await rateLimiter.hit('contactLettersPerAddress', body.email.toLowerCase());
      const contact = await issueOnce(shopId, body);
      delivery.nudge();
      return contacts.answer(shopId, contact);
    },

    /** Follows the letter's link: the merchant's own token only, once, within 48 hours. */
    async confirm(shopId: number, token: string): Promise<Contact> {
      const contact = await db.transaction(async (tx) => {
        const contactId = await spendContactToken(tx, shopId, token, now());
        if (contactId === undefined) {
          throw new AppError('BAD_REQUEST', messages.notifier.verifyTokenInvalid);
        }
        return updateContact(tx, shopId, contactId, { isConfirmed: true, isActive: true });
      });
      return contacts.answer(shopId, contact);
    },
  };
}

export type EmailContactsService = ReturnType<typeof createEmailContactsService>;
