import type { OrderStatusTarget } from '@vitrina/contracts/order-statuses';
import { eq, like } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import { describe, expect, it } from 'vitest';
import { notifierContacts, orders, outboxMessages, shops, sites } from '../../db/schema';
import { ownShopId, registerAccount, uniqueEmail, type Account } from '../../testing/accounts';
import { callApi } from '../../testing/catalog';
import { insertEmailContact, insertTelegramContact } from '../../testing/contacts';
import { useDeliveringApp } from '../../testing/delivering-app';
import { eventually, recipientOf } from '../../testing/letters';
import { startedChat } from '../../testing/order-cards';
import { orderFor, originOf, postOrder, publishedShowcase } from '../../testing/orders';
import { orderStatusLetter } from './status-letter';

/** The buyer's letters of status moves, through the outbox to a real SMTP server on loopback. */
describe('letters to the buyer when the merchant moves the order', () => {
  const { session, edges } = useDeliveringApp();

  const db = () => session.testApp.database.db;
  const patch = (account: Account, id: number, status: string) =>
    callApi(session.app, account, 'PATCH', `orders/${id}/`, { status });

  /** A merchant of the test's own, whose shop tells its buyers of `statuses` (null: the default). */
  async function merchantTelling(statuses: OrderStatusTarget[] | null) {
    const account = await registerAccount(session.app);
    if (statuses) {
      const shopId = await ownShopId(db(), account.email);
      await db().update(shops).set({ buyerLetterStatuses: statuses }).where(eq(shops.id, shopId));
    }
    return account;
  }

  /** The merchant's e-mail service, confirmed: its id and address. */
  async function emailContact(account: Account) {
    const id = await insertEmailContact(db(), account);
    const [row] = await db()
      .select({ email: notifierContacts.email })
      .from(notifierContacts)
      .where(eq(notifierContacts.id, id));
    return { id, email: row!.email! };
  }

  let ip = 0;

  /** An order from the buyer `email` (none: '') through a showcase telling `contactsId`. */
  async function orderOf(account: Account, email: string, contactsId: number[] = []) {
    const showcase = await publishedShowcase(session.testApp, account, { contactsId });
    await db().update(sites).set({ title: 'Лавка «Чай»' }).where(eq(sites.id, showcase.siteId));
    ip += 1;
    const placed = await postOrder(session.app, orderFor(showcase, { email }), {
      ip: `198.51.100.${ip}`,
    });
    const number: number = placed.json().data.number;
    const [listed] = (await callApi(session.app, account, 'GET', `orders/?search=${number}`)).json()
      .data.orders;
    return { id: listed.id as number, number, shopUrl: originOf(showcase.siteId)! };
  }

  /** The status letters the order's moves queued, in the order they were queued (a delivered row moves in the heap). */
  const lettersQueued = (orderId: number) =>
    db()
      .select({ payload: outboxMessages.payload })
      .from(outboxMessages)
      .where(like(outboxMessages.dedupeKey, `${orderStatusLetter.kind}:${orderId}:%`))
      .orderBy(outboxMessages.id);

  const letterTo = (buyer: string, subject: string) =>
    eventually(
      async () =>
        edges.smtp.received.find((mail) => recipientOf(mail) === buyer && mail.subject === subject),
      `the letter «${subject}» to ${buyer}`,
    );
  const replyToOf = (letter: ParsedMail) => letter.replyTo?.value[0]?.address;

  it('tells of a cancel by default and not of the move to work; replies go to the widget’s e-mail service', async () => {
    const merchant = await merchantTelling(null);
    const contact = await emailContact(merchant);
    const buyer = uniqueEmail('buyer');
    const { id, number, shopUrl } = await orderOf(merchant, buyer, [contact.id]);

    expect((await patch(merchant, id, 'IN_PROGRESS')).statusCode).toBe(200);
    expect(await lettersQueued(id)).toEqual([]);
    expect((await patch(merchant, id, 'CANCELLED')).statusCode).toBe(200);
    const letter = await letterTo(buyer, `Заявка #${number} отменена`);

    expect(await lettersQueued(id)).toHaveLength(1);
    expect(replyToOf(letter)).toBe(contact.email);
    const text = letter.text ?? '';
    for (const line of [
      `Ваша заявка #${number} в магазине «Лавка «Чай»» отменена.`,
      `ответьте на это письмо или напишите на ${contact.email}`,
      `Перейти в магазин: ${shopUrl}`,
      '— Лавка «Чай»',
    ]) {
      expect(text).toContain(line);
    }
    // The address was never confirmed: nothing the buyer wrote goes to it.
    for (const typed of ['Анна', 'Позвоните после 18:00', '+7 900', 'shop.example.ru/catalog']) {
      expect(text).not.toContain(typed);
    }
  });

  it('tells each move the shop chose, a press in Telegram as well as the console', async () => {
    const merchant = await merchantTelling(['IN_PROGRESS', 'DONE']);
    const chat = startedChat(edges.bot);
    const chatContact = await insertTelegramContact(db(), merchant, chat.id);
    const contact = await emailContact(merchant);
    const buyer = uniqueEmail('buyer');
    const { id, number } = await orderOf(merchant, buyer, [chatContact, contact.id]);
    const card = await chat.nextMessage();

    await chat.press(card, 'В работу');
    const inWork = await letterTo(buyer, `Заявка #${number} принята в работу`);
    await patch(merchant, id, 'DONE');
    const done = await letterTo(buyer, `Заявка #${number} выполнена`);

    expect(inWork.text).toContain(
      `Ваша заявка #${number} в магазине «Лавка «Чай»» принята в работу.`,
    );
    expect(done.text).toContain(`Ваша заявка #${number} в магазине «Лавка «Чай»» выполнена.`);
    expect([inWork, done].map(replyToOf)).toEqual([contact.email, contact.email]);
    expect((await lettersQueued(id)).map(({ payload }) => payload.status)).toEqual([
      'IN_PROGRESS',
      'DONE',
    ]);
  });

  it('names no Reply-To when the widget hears orders through no e-mail service', async () => {
    const merchant = await merchantTelling(['CANCELLED']);
    const buyer = uniqueEmail('buyer');
    const { id, number } = await orderOf(merchant, buyer);

    await patch(merchant, id, 'CANCELLED');
    const letter = await letterTo(buyer, `Заявка #${number} отменена`);

    expect(letter.replyTo).toBeUndefined();
    expect(letter.text).toContain('Вопросы о заявке задайте продавцу на сайте магазина.');
  });

  it('writes none to a buyer who gave no e-mail, or whose data the merchant erased', async () => {
    const merchant = await merchantTelling(['IN_PROGRESS', 'DONE', 'CANCELLED']);
    const withoutEmail = await orderOf(merchant, '');
    const erased = await orderOf(merchant, uniqueEmail('buyer'));
    await db().update(orders).set({ customerErasedAt: new Date() }).where(eq(orders.id, erased.id));

    for (const { id } of [withoutEmail, erased]) {
      expect((await patch(merchant, id, 'IN_PROGRESS')).statusCode).toBe(200);
      expect((await patch(merchant, id, 'CANCELLED')).statusCode).toBe(200);
      expect(await lettersQueued(id)).toEqual([]);
    }
  });
});
