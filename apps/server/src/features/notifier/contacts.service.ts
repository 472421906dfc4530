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
  async function withLastDeliveries(shopId: number, rows: NotifierContactRow[]) {
    const last = await delivery.lastDeliveries(
      shopId,
      rows.map((row) => row.id),
    );
    return rows.map((row) => toContact(row, last.get(row.id)));
  }

  async function answer(shopId: number, row: NotifierContactRow | undefined): Promise<Contact> {
    if (!row) throw new NotFoundError();
    const [contact] = await withLastDeliveries(shopId, [row]);
    return contact!;
  }

  return {
    async get(shopId: number, id: number): Promise<Contact> {
      return answer(shopId, await findContact(db, shopId, id));
    },

    /** The answer of a row the caller has just written. */
    answer,

    /** Inside `tx`: which of `ids` are the merchant's confirmed contacts, held until it ends. */
    lockConfirmed: (tx: Db, shopId: number, ids: number[]) =>
      lockConfirmedContacts(tx, shopId, ids),

    async list(shopId: number): Promise<Contact[]> {
      return withLastDeliveries(shopId, await listContacts(db, shopId));
    },

    async update(shopId: number, id: number, body: ContactUpdate): Promise<Contact> {
      // A description left out is kept; null clears it.
      const fields = {
        title: body.title,
        ...(body.description !== undefined && { description: body.description }),
      };
      return answer(shopId, await updateContact(db, shopId, id, fields));
    },

    /** The contact's messages not yet delivered go with it. */
    async delete(shopId: number, id: number) {
      await db.transaction(async (tx) => {
        if (!(await deleteContact(tx, shopId, id))) throw new NotFoundError();
        await delivery.forgetRecipient(tx, shopId, id);
      });
    },

    /** Queues a test message; the answer shows it pending. */
    async sendTest(shopId: number, id: number): Promise<Contact> {
      const found = await findContact(db, shopId, id);
      if (!found) throw new NotFoundError();
      if (!found.isConfirmed) throw new AppError('BAD_REQUEST', messages.notifier.notConfirmed);
      await rateLimiter.hit('testMessagesPerContact', String(id));
      const row = await db.transaction(async (tx) => {
        // Held until the message is queued: a delete waits, then forgets it with the others.
        const contact = await lockContact(tx, shopId, id);
        if (!contact) throw new NotFoundError();
        const message = NOTIFIER_MESSAGES.test.message({
          shopId,
          recipientId: id,
          payload: {},
          // Every press of the button is a message of its own.
          dedupeKey: `${NOTIFIER_MESSAGES.test.kind}:${id}:${randomUUID()}`,
        });
        await delivery.enqueue(tx, message);
        return contact;
      });
      const contact = await answer(shopId, row);
      delivery.nudge();
      return contact;
    },
  };
}

export type ContactsService = ReturnType<typeof createContactsService>;
