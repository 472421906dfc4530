import { messages } from '@vitrina/contracts/messages';
import type { Contact, emailContactCreateSchema } from '@vitrina/contracts/notifier';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { NotifierContactRow } from '../../db/schema';
import { isUniqueViolation } from '../../db/unique-violation';
import { AppError } from '../../errors/app-error';
import type { Clock } from '../../infra/clock';
import type { Mailer } from '../../infra/mailer/mailer';
import type { RateLimiter } from '../../infra/rate-limits/rate-limiter';
import { contactConfirmationLetter } from './contact-letters';
import type { ContactsService } from './contacts.service';
import {
  deleteUnconfirmedContact,
  findEmailContact,
  insertContact,
  updateContact,
} from './contacts.repository';
import {
  deleteContactToken,
  issueContactToken,
  spendContactToken,
} from './email-tokens.repository';

type EmailContactCreate = z.output<typeof emailContactCreateSchema>;

interface EmailContactsDeps {
  db: Db;
  now: Clock;
  mailer: Pick<Mailer, 'send'>;
  rateLimiter: Pick<RateLimiter, 'hit'>;
  /** The console's address, for the letter's link. */
  publicUrl: string;
  contacts: Pick<ContactsService, 'answer'>;
}

/** What a confirmation request wrote, to undo when its letter does not go out. */
interface Issued {
  contact: NotifierContactRow;
  token: string;
  created: boolean;
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
  const { db, now, mailer, rateLimiter, publicUrl, contacts } = deps;

  /** The contact of the address, made or retitled, and a token that voids the earlier ones. */
  function issue(userId: number, { title, description, email }: EmailContactCreate) {
    return db.transaction(async (tx): Promise<Issued> => {
      const existing = await findEmailContact(tx, userId, email);
      refuseConfirmed(existing);
      const fields = { title, description: description ?? null };
      const contact = existing
        ? (await updateContact(tx, userId, existing.id, fields))!
        : await insertContact(tx, { userId, type: 'EMAIL', email, ...fields });
      const token = await issueContactToken(tx, { userId, contactId: contact.id, now: now() });
      return { contact, token, created: !existing };
    });
  }

  /** Two requests for one new address at once: the second finds the contact the first made. */
  async function issueOnce(userId: number, body: EmailContactCreate) {
    try {
      return await issue(userId, body);
    } catch (error) {
      if (!isUniqueViolation(error, 'notifier_contacts_user_id_email_unique')) throw error;
      return issue(userId, body);
    }
  }

  /** A letter that did not go out leaves no contact it made and no link that could work. */
  async function withdraw(userId: number, { contact, token, created }: Issued) {
    if (created) await deleteUnconfirmedContact(db, userId, contact.id);
    else await deleteContactToken(db, token);
  }

  return {
    /**
     * Sends the confirmation letter and answers the unconfirmed contact. The caller asked for
     * this letter alone, so one that did not go out fails the call (decision 16).
     */
    async requestConfirmation(userId: number, body: EmailContactCreate): Promise<Contact> {
      refuseConfirmed(await findEmailContact(db, userId, body.email));
      await rateLimiter.hit('contactLettersPerAccount', String(userId));
      await rateLimiter.hit('contactLettersPerAddress', body.email.toLowerCase());
      const issued = await issueOnce(userId, body);
      const letter = contactConfirmationLetter(publicUrl, issued.contact.email!, issued.token);
      const sent = await mailer.send(letter);
      if (!sent.delivered) {
        await withdraw(userId, issued);
        throw new AppError('INTERNAL', messages.notifier.letterNotSent);
      }
      return contacts.answer(userId, issued.contact);
    },

    /** Follows the letter's link: the merchant's own token only, once, within 48 hours. */
    async confirm(userId: number, token: string): Promise<Contact> {
      const contact = await db.transaction(async (tx) => {
        const contactId = await spendContactToken(tx, userId, token, now());
        if (contactId === undefined) {
          throw new AppError('BAD_REQUEST', messages.notifier.verifyTokenInvalid);
        }
        return updateContact(tx, userId, contactId, { isConfirmed: true, isActive: true });
      });
      return contacts.answer(userId, contact);
    },
  };
}

export type EmailContactsService = ReturnType<typeof createEmailContactsService>;
