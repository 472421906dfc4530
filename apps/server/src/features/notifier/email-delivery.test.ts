import type { Contact, LastDelivery } from '@vitrina/contracts/notifier';
import { eq } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMessages } from '../../db/schema';
import { registerAccount, uniqueEmail, type Account } from '../../testing/accounts';
import { captureLogs } from '../../testing/capture-logs';
import { eventually, linkIn, recipientOf } from '../../testing/letters';
import { useTestApp } from '../../testing/signed-in-app';
import { startSmtpServer, type TestSmtpServer } from '../../testing/smtp-server';
import { testClock } from '../../testing/test-clock';
import {
  callNotifier,
  confirmEmail,
  listContacts,
  requestEmailContact,
} from '../../testing/notifier-contacts';

/** The longest a first retry waits: the backoff's base (decision 20). */
const RETRY_WAIT_SECONDS = 10;

/** E-mail contacts against a real SMTP server on loopback, with the outbox worker running. */
describe('e-mail contacts through SMTP', () => {
  const clock = testClock();
  const logs = captureLogs();
  let smtp: TestSmtpServer;
  let port: number;
  let merchant: Account;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    port = Number(new URL(smtp.url).port);
  });

  // After hooks run last to first: this one once the app is closed.
  afterAll(async () => {
    await smtp.close();
  });

  const testApp = useTestApp(() => ({
    now: clock.now,
    logger: logs.logger,
    config: {
      mail: { smtpUrl: smtp.url },
      delivery: { concurrency: 2, pollIntervalMs: 20 },
    },
  }));

  beforeAll(async () => {
    merchant = await registerAccount(testApp.app);
  });

  const lettersTo = (address: string, subject: string) =>
    smtp.received.filter((mail) => recipientOf(mail) === address && mail.subject === subject);

  const tokenOf = (letter: ParsedMail) =>
    linkIn(letter, 'verifyMail=').searchParams.get('verifyMail') ?? '';

  /** The newest confirmation letter to `address` the server received. */
  const confirmationLetter = (address: string) =>
    eventually(
      async () => lettersTo(address, 'Vitrina: подтвердите адрес для приёма заявок').at(-1),
      `the confirmation letter to ${address}`,
    );

  async function confirmedContact(): Promise<Contact> {
    const email = uniqueEmail('smtp');
    await requestEmailContact(testApp.app, merchant, email);
    const token = tokenOf(await confirmationLetter(email));
    return (await confirmEmail(testApp.app, merchant, token)).json().data;
  }

  const sendTest = (contact: Contact) =>
    callNotifier(testApp.app, merchant, 'POST', `contact/${contact.id}/test/`);

  /** The contact's latest delivery once `done` says it has come far enough. */
  const deliveryOf = (contact: Contact, done: (delivery: LastDelivery) => boolean) =>
    eventually(async () => {
      const listed = await listContacts(testApp.app, merchant);
      const delivery = listed.find((each) => each.id === contact.id)?.last_delivery ?? null;
      return delivery && done(delivery) ? delivery : undefined;
    }, `the delivery to contact ${contact.id}`);

  const outboxOf = (contactId: number) =>
    testApp.database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipientId, contactId));

  const testLetters = (contact: Contact) =>
    lettersTo(contact.email!, 'Vitrina: тестовое сообщение');

  it('confirms an address by its letter, and a test message then arrives there once', async () => {
    const contact = await confirmedContact();

    const response = await sendTest(contact);
    const letter = await smtp.nextLetter();
    const delivery = await deliveryOf(contact, (last) => last.status === 'DELIVERED');

    expect(response.json().data.last_delivery.status).toBe('PENDING');
    expect(recipientOf(letter)).toBe(contact.email);
    expect(letter.subject).toBe('Vitrina: тестовое сообщение');
    expect(letter.text).toContain('Сервис «Заявки на почту» работает');
    expect(letter.messageId).toMatch(/^<[0-9a-f]{32}@localhost>$/);
    expect(delivery).toEqual({ at: expect.any(String), status: 'DELIVERED', error: null });
    expect(testLetters(contact)).toHaveLength(1);
  });

  it('delivers a test message once when SMTP was down for a while and comes back', async () => {
    const contact = await confirmedContact();
    await smtp.close();

    await sendTest(contact);
    const waiting = await deliveryOf(contact, (last) => last.error != null);
    smtp = await startSmtpServer(port);
    const arriving = smtp.nextLetter();
    clock.advanceSeconds(RETRY_WAIT_SECONDS);
    const letter = await arriving;
    const delivered = await deliveryOf(contact, (last) => last.status === 'DELIVERED');

    expect(waiting).toMatchObject({
      status: 'PENDING',
      error: expect.stringContaining('Почтовый сервер не принял письмо, отправим ещё раз'),
    });
    expect(recipientOf(letter)).toBe(contact.email);
    expect(delivered.error).toBeNull();
    expect(testLetters(contact)).toHaveLength(1);
  });

  it('tries again after an SMTP 4xx, and delivers once the server takes letters', async () => {
    const contact = await confirmedContact();
    smtp.refuse(451);

    await sendTest(contact);
    const waiting = await deliveryOf(contact, (last) => last.error != null);
    smtp.accept();
    clock.advanceSeconds(RETRY_WAIT_SECONDS);

    expect(waiting.status).toBe('PENDING');
    expect(await deliveryOf(contact, (last) => last.status === 'DELIVERED')).toBeTruthy();
    expect(testLetters(contact)).toHaveLength(1);
  });

  it('fails a test message for good on an SMTP 5xx, telling the merchant why', async () => {
    const contact = await confirmedContact();
    smtp.refuse(550);

    await sendTest(contact);
    const failed = await deliveryOf(contact, (last) => last.status === 'FAILED');
    smtp.accept();

    expect(failed.error).toMatch(/^Почтовый сервер отклонил письмо: .*550/);
    expect(testLetters(contact)).toEqual([]);
  });

  it('shows a refused confirmation letter on its contact, and the next request confirms', async () => {
    const email = uniqueEmail('refused');
    smtp.refuse(550);

    const response = await requestEmailContact(testApp.app, merchant, email);
    const contact: Contact = response.json().data;
    const failed = await deliveryOf(contact, (last) => last.status === 'FAILED');
    smtp.accept();

    // The answer does not wait for SMTP: the contact is there, unconfirmed, its letter queued.
    expect(response.statusCode).toBe(200);
    expect(contact).toMatchObject({ is_confirmed: false });
    expect(failed.error).toMatch(/^Почтовый сервер отклонил письмо: .*550/);
    // A letter that will not be tried again keeps no token in the outbox.
    const [row] = await outboxOf(contact.id);
    expect(row?.payload).toEqual({ to: email });
    expect((await requestEmailContact(testApp.app, merchant, email)).statusCode).toBe(200);
    const token = tokenOf(await confirmationLetter(email));
    expect((await confirmEmail(testApp.app, merchant, token)).statusCode).toBe(200);
  });

  it('never writes a link’s token to the logs', () => {
    const tokens = smtp.received.filter((mail) => mail.text?.includes('verifyMail=')).map(tokenOf);

    expect(tokens.length).toBeGreaterThan(0);
    const written = JSON.stringify(logs.lines);
    for (const token of tokens) expect(written).not.toContain(token);
  });
});
