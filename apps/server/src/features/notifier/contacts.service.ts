import { randomUUID } from 'node:crypto';
import { messages } from '@vitrina/contracts/messages';
import type { Contact, ContactUpdate } from '@vitrina/contracts/notifier';
import type { Db } from '../../db/client';
import type { NotifierContactRow } from '../../db/schema';
import { AppError, NotFoundError } from '../../errors/app-error';
import type { RateLimiter } from '../../infra/rate-limits/rate-limiter';
import type { DeliveryService } from '../delivery/delivery.service';
import { toContact } from './contact-body';
import {
  deleteContact,
  findContact,
  listContacts,
  lockConfirmedContacts,
  lockContact,
  updateContact,
} from './contacts.repository';
import { NOTIFIER_MESSAGES } from './message-kinds';

interface ContactsDeps {
  db: Db;
  delivery: Pick<DeliveryService, 'enqueue' | 'nudge' | 'lastDeliveries' | 'forgetRecipient'>;
  rateLimiter: Pick<RateLimiter, 'hit'>;
}

/** A merchant's contacts, each with its latest delivery; another merchant's id is a 404. */
export function createContactsService({ db, delivery, rateLimiter }: ContactsDeps) {
  /** One query for the latest deliveries of all the contacts, whatever their number. */
  async function withLastDeliveries(userId: number, rows: NotifierContactRow[]) {
    const last = await delivery.lastDeliveries(
      userId,
      rows.map((row) => row.id),
    );
    return rows.map((row) => toContact(row, last.get(row.id)));
  }

  async function answer(userId: number, row: NotifierContactRow | undefined): Promise<Contact> {
    if (!row) throw new NotFoundError();
    const [contact] = await withLastDeliveries(userId, [row]);
    return contact!;
  }

  return {
    async get(userId: number, id: number): Promise<Contact> {
      return answer(userId, await findContact(db, userId, id));
    },

    /** The answer of a row the caller has just written. */
    answer,

    /** Inside `tx`: which of `ids` are the merchant's confirmed contacts, held until it ends. */
    lockConfirmed: (tx: Db, userId: number, ids: number[]) =>
      lockConfirmedContacts(tx, userId, ids),

    async list(userId: number): Promise<Contact[]> {
      return withLastDeliveries(userId, await listContacts(db, userId));
    },

    async update(userId: number, id: number, body: ContactUpdate): Promise<Contact> {
      // A description left out is kept; null clears it.
      const fields = {
        title: body.title,
        ...(body.description !== undefined && { description: body.description }),
      };
      return answer(userId, await updateContact(db, userId, id, fields));
    },

    /** The contact's messages not yet delivered go with it. */
    async delete(userId: number, id: number) {
      await db.transaction(async (tx) => {
        if (!(await deleteContact(tx, userId, id))) throw new NotFoundError();
        await delivery.forgetRecipient(tx, userId, id);
      });
    },

    /** Queues a test message; the answer shows it pending. */
    async sendTest(userId: number, id: number): Promise<Contact> {
      const found = await findContact(db, userId, id);
      if (!found) throw new NotFoundError();
      if (!found.isConfirmed) throw new AppError('BAD_REQUEST', messages.notifier.notConfirmed);
      await rateLimiter.hit('testMessagesPerContact', String(id));
      const row = await db.transaction(async (tx) => {
        // Held until the message is queued: a delete waits, then forgets it with the others.
        const contact = await lockContact(tx, userId, id);
        if (!contact) throw new NotFoundError();
        const message = NOTIFIER_MESSAGES.test.message({
          userId,
          recipientId: id,
          payload: {},
          // Every press of the button is a message of its own.
          dedupeKey: `${NOTIFIER_MESSAGES.test.kind}:${id}:${randomUUID()}`,
        });
        await delivery.enqueue(tx, message);
        return contact;
      });
      const contact = await answer(userId, row);
      delivery.nudge();
      return contact;
    },
  };
}

export type ContactsService = ReturnType<typeof createContactsService>;
