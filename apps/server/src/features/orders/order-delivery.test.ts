import { formatRubles } from '@vitrina/contracts/pricing';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { notifierContacts, outboxMessages } from '../../db/schema';
import { insertEmailContact, insertTelegramContact } from '../../testing/contacts';
import { useDeliveringApp } from '../../testing/delivering-app';
import { eventually, recipientOf } from '../../testing/letters';
import { orderFor, postOrder, publishedShowcase } from '../../testing/orders';

/** An order through the outbox to a real SMTP server and the local Bot API server. */
describe('an order delivered to the widget’s contacts', () => {
  const { session, edges } = useDeliveringApp();

  const db = () => session.testApp.database.db;

  it('sends one letter and one Telegram message, each once', async () => {
    const chat = edges.bot.privateChat();
    chat.send('Здравствуйте');
    const emailContact = await insertEmailContact(db(), session.merchant);
    const [email] = await db()
      .select()
      .from(notifierContacts)
      .where(eq(notifierContacts.id, emailContact));
    const showcase = await publishedShowcase(session.testApp, session.merchant, {
      product: { title: 'Футболка белая', price: 1000, discount_value: 10 },
      contactsId: [emailContact, await insertTelegramContact(db(), session.merchant, chat.chat.id)],
    });

    const response = await postOrder(session.app, orderFor(showcase));
    const number = response.json().data.number;
    // The buyer's own letter goes too (buyer-letter.test.ts): this one is the contact's.
    const letter = await eventually(
      async () => edges.smtp.received.find((each) => recipientOf(each) === email!.email),
      'the letter to the contact',
    );
    const message = await eventually(
      async () => chat.messages.find((each) => each.text?.includes(`#${number}`)),
      'the order in the chat',
    );
    await eventually(async () => {
      const rows = await db()
        .select()
        .from(outboxMessages)
        .where(eq(outboxMessages.kind, 'order.created'));
      return rows.length === 2 && rows.every((row) => row.status === 'DELIVERED')
        ? rows
        : undefined;
    }, 'both deliveries recorded');

    expect(response.statusCode).toBe(201);
    expect(recipientOf(letter)).toBe(email!.email);
    expect(letter.subject).toBe(`Vitrina: заявка #${number}`);
    for (const text of [letter.text ?? '', message.text ?? '']) {
      expect(text).toContain(`Футболка белая × 2 = ${formatRubles(1800)}`);
      expect(text).toContain(`Итого: 2 товара · ${formatRubles(1800)}`);
      expect(text).toContain('Телефон: +7 900 123-45-67');
      expect(text).toContain('Страница: https://shop.example.ru/catalog');
    }
    expect(letter.html).toContain('href="tel:+79001234567"');
    expect(edges.smtp.received.filter((each) => each.subject === letter.subject)).toHaveLength(1);
    expect(chat.messages.filter((each) => each.text?.includes(`#${number}`))).toHaveLength(1);
  });

  it("delivers a failed message once it is sent again from the order's delivery log", async () => {
    const chat = edges.bot.privateChat();
    chat.send('Здравствуйте');
    const showcase = await publishedShowcase(session.testApp, session.merchant, {
      contactsId: [await insertTelegramContact(db(), session.merchant, chat.chat.id)],
    });
    edges.bot.failNext('sendMessage', {
      error_code: 400,
      description: 'Bad Request: message is too long',
    });
    const placed = await postOrder(session.app, orderFor(showcase), { ip: '203.0.113.20' });
    const number = placed.json().data.number;
    const [listed] = (await session.call('GET', `orders/?search=${number}`)).json().data.orders;
    const readDelivery = async () =>
      (await session.call('GET', `orders/${listed.id}/`)).json().data.deliveries[0];
    const failed = await eventually(async () => {
      const delivery = await readDelivery();
      return delivery.status === 'FAILED' ? delivery : undefined;
    }, 'the failure recorded');

    const retried = await session.call(
      'POST',
      `orders/${listed.id}/deliveries/${failed.id}/retry/`,
    );
    const card = await chat.nextMessage();
    const delivered = await eventually(async () => {
      const delivery = await readDelivery();
      return delivery.status === 'DELIVERED' ? delivery : undefined;
    }, 'the delivery recorded');

    expect(failed).toMatchObject({
      contact_type: 'TELEGRAM',
      attempts: 1,
      last_error: 'Telegram не принял сообщение: Bad Request: message is too long',
    });
    expect(retried.statusCode).toBe(200);
    expect(card.text).toContain(`Новая заявка #${number}`);
    expect(delivered).toMatchObject({ attempts: 1, last_error: null });
    expect(delivered.delivered_at).not.toBeNull();
  });
});
