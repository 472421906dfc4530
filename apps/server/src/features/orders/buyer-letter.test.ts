import { messages } from '@vitrina/contracts/messages';
import { formatRubles } from '@vitrina/contracts/pricing';
import { eq } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifierContacts, outboxMessages, sites } from '../../db/schema';
import { insertEmailContact } from '../../testing/contacts';
import { eventually, recipientOf } from '../../testing/letters';
import { orderFor, postOrder, publishedShowcase } from '../../testing/orders';
import { useSignedInApp } from '../../testing/signed-in-app';
import { startSmtpServer, type TestSmtpServer } from '../../testing/smtp-server';

const BUYER = 'buyer@example.ru';

/** The buyer's letter through the outbox to a real SMTP server on loopback. */
describe('the buyer’s letter', () => {
  let smtp: TestSmtpServer;

  beforeAll(async () => {
    smtp = await startSmtpServer();
  });

  // After hooks run last to first: this one once the app is closed.
  afterAll(async () => {
    await smtp.close();
  });

  const session = useSignedInApp(() => ({
    config: { mail: { smtpUrl: smtp.url }, delivery: { concurrency: 2, pollIntervalMs: 20 } },
  }));

  const db = () => session.testApp.database.db;
  const letterOf = (number: number) =>
    eventually(
      async () =>
        smtp.received.find(
          (mail) => recipientOf(mail) === BUYER && mail.subject === messages.order.accepted(number),
        ),
      `the letter of order ${number}`,
    );
  const replyToOf = (letter: ParsedMail) => letter.replyTo?.value[0]?.address;

  async function emailContact() {
    const id = await insertEmailContact(db(), session.merchant);
    const [contact] = await db().select().from(notifierContacts).where(eq(notifierContacts.id, id));
    return { id, email: contact!.email! };
  }

  it('tells the buyer the order, its total and the shop, and the merchant’s service answers replies', async () => {
    const contact = await emailContact();
    const showcase = await publishedShowcase(session.testApp, session.merchant, {
      product: { title: 'Чай «Сенча» & <мята>', price: 1350 },
      contactsId: [contact.id],
    });
    await db()
      .update(sites)
      .set({ title: 'Лавка «Чай & <кофе>»' })
      .where(eq(sites.id, showcase.siteId));

    const response = await postOrder(session.app, orderFor(showcase, { email: BUYER }));
    const { number, total } = response.json().data;
    const letter = await letterOf(number);

    expect(total).toBe(2700);
    expect(letter.subject).toBe(`Заявка #${number} принята`);
    expect(replyToOf(letter)).toBe(contact.email);
    const text = letter.text ?? '';
    for (const line of [
      `Магазин «Лавка «Чай & <кофе>»» получил вашу заявку #${number}.`,
      `Чай «Сенча» & <мята> × 2 = ${formatRubles(2700)}`,
      messages.order.sentTotal(formatRubles(2700)),
      messages.order.sentNext('+7 900 123-45-67'),
      contact.email,
      `Перейти в магазин: ${response.headers['access-control-allow-origin']}`,
      '— Лавка «Чай & <кофе>»',
    ]) {
      expect(text).toContain(line);
    }
    // Nothing the buyer wrote but the phone: the address was never confirmed.
    expect(text).not.toContain('Анна');
    expect(text).not.toContain('Позвоните после 18:00');
    expect(letter.html).toContain('Чай «Сенча» &amp; &lt;мята&gt; × 2');
    expect(letter.html).toContain('— Лавка «Чай &amp; &lt;кофе&gt;»');
    expect(letter.html).not.toContain('<мята>');
  });

  it('names no Reply-To when the widget’s services have no e-mail', async () => {
    const showcase = await publishedShowcase(session.testApp, session.merchant, {
      product: { price: 500 },
    });

    const response = await postOrder(session.app, orderFor(showcase, { email: BUYER }));
    const letter = await letterOf(response.json().data.number);

    expect(letter.replyTo).toBeUndefined();
    expect(letter.text).toContain('Вопросы о заявке задайте продавцу на сайте магазина.');
  });

  it('writes none when the buyer gave no e-mail, while the merchant’s goes', async () => {
    const contact = await emailContact();
    const showcase = await publishedShowcase(session.testApp, session.merchant, {
      contactsId: [contact.id],
    });

    const response = await postOrder(session.app, orderFor(showcase, { email: '' }));
    const number = response.json().data.number;
    await eventually(
      async () => smtp.received.find((mail) => recipientOf(mail) === contact.email),
      'the merchant’s letter',
    );

    const letters = await db()
      .select({ payload: outboxMessages.payload })
      .from(outboxMessages)
      .where(eq(outboxMessages.kind, 'order.accepted'));
    expect(letters.map(({ payload }) => payload.number)).not.toContain(number);
    expect(
      smtp.received.filter((mail) => mail.subject === messages.order.accepted(number)),
    ).toEqual([]);
  });
});
