import { cartMessages } from '@vitrina/contracts/cart';
import { consoleUrl, ORDER_PARAM, paths } from '@vitrina/contracts/console-paths';
import { ORDER_LIMITS } from '@vitrina/contracts/limits';
import { formatRubles } from '@vitrina/contracts/pricing';
import { eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { notifierContacts, outboxMessages } from '../../db/schema';
import { ownShopId } from '../../testing/accounts';
import { cartOrderFor, cartShowcase } from '../../testing/carts';
import { insertEmailContact, insertTelegramContact } from '../../testing/contacts';
import { useDeliveringApp } from '../../testing/delivering-app';
import { eventually, recipientOf } from '../../testing/letters';
import { postOrder } from '../../testing/orders';
import { CHAT_TEXT_MAX } from './chat-text';

const BUYER = 'cart-buyer@example.ru';

/** A cart's order told to the merchant's chat and mailbox and to its buyer, through the outbox. */
describe('an order of several lines in messages and letters', () => {
  const { session, edges } = useDeliveringApp();

  const db = () => session.testApp.database.db;
  const orderLink = (orderId: number) =>
    consoleUrl(
      session.testApp.config.http.publicUrl,
      paths.orders,
      {},
      { [ORDER_PARAM]: String(orderId) },
    );

  /** A chat and a mailbox that receive the merchant's orders: their contacts and the address. */
  async function contacts() {
    const chat = edges.bot.privateChat();
    chat.send('Здравствуйте');
    const emailContact = await insertEmailContact(db(), session.merchant);
    const [{ email }] = (await db()
      .select({ email: notifierContacts.email })
      .from(notifierContacts)
      .where(eq(notifierContacts.id, emailContact))) as [{ email: string }];
    const ids = [await insertTelegramContact(db(), session.merchant, chat.chat.id), emailContact];
    return { chat, email, ids };
  }

  /**
   * Places a cart of one of each product of `titles` at 100 ₽ from the buyer `email`; answers its
   * number and id.
   */
  async function cartOf(titles: string[], contactsId: number[], ip: string, email = BUYER) {
    const products = titles.map((title, index) => ({
      title,
      price: 100,
      ...(index === 0 && { sku: 'SKU-1' }),
    }));
    const showcase = await cartShowcase(session.testApp, session.merchant, products, {
      contactsId,
    });
    const placed = await postOrder(session.app, cartOrderFor(showcase, [], { email }), {
      ip,
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const { number } = placed.json().data;
    const [listed] = (await session.call('GET', `orders/?search=${number}`)).json().data.orders;
    return { number: number as number, id: listed.id as number };
  }

  const mailTo = (address: string, subject: string) =>
    eventually(
      async () =>
        edges.smtp.received.find(
          (mail) => recipientOf(mail) === address && mail.subject === subject,
        ),
      `the letter «${subject}» to ${address}`,
    );

  it('lists the first 20 lines of 25, then «и ещё 5 позиций» with the order in the console', async () => {
    const { chat, email, ids } = await contacts();
    const titles = Array.from({ length: 25 }, (_, index) => `Товар ${index + 1}`);
    const { number, id } = await cartOf(titles, ids, '198.51.100.1');

    const message = await eventually(
      async () => chat.messages.find((each) => each.text?.includes(`#${number}`)),
      'the order in the chat',
    );
    const letter = await mailTo(email, `Vitrina: заявка #${number}`);
    const buyers = await mailTo(BUYER, `Заявка #${number} принята`);

    const price = formatRubles(100);
    const listed = titles.slice(0, ORDER_LIMITS.messageLinesMax);
    for (const text of [message.text ?? '', letter.text ?? '']) {
      expect(text).toContain(`Товар 1 (артикул SKU-1) × 1 = ${price}`);
      for (const title of listed.slice(1)) expect(text).toContain(`\n${title} × 1 = ${price}`);
      expect(text).not.toContain('Товар 21 ×');
      expect(text).toContain(`\n\n${cartMessages.moreLines(5)}\n\n`);
      expect(text).toContain(`Открыть заявку: ${orderLink(id)}`);
      expect(text).toContain(`Итого: 25 товаров · ${formatRubles(2500)}`);
    }
    expect(cartMessages.moreLines(5)).toBe('и ещё 5 позиций');
    const buyerText = buyers.text ?? '';
    for (const title of listed) expect(buyerText).toContain(`${title} × 1 = ${price}`);
    expect(buyerText).not.toContain('Товар 21 ×');
    expect(buyerText).toContain('и ещё 5 позиций');
    expect(buyerText).not.toContain(orderLink(id));
    expect(buyerText).toContain(`Сумма: ${formatRubles(2500)}`);
  });

  it('lists fewer lines when 20 would not fit in a chat message', async () => {
    const { chat, ids } = await contacts();
    const titles = Array.from({ length: 25 }, (_, index) => `${index + 1} ${'д'.repeat(250)}`);
    const { number, id } = await cartOf(titles, ids, '198.51.100.2');

    const message = await eventually(
      async () => chat.messages.find((each) => each.text?.includes(`#${number}`)),
      'the order in the chat',
    );

    const text = message.text ?? '';
    const shown = titles.filter((title) => text.includes(`${title} ×`)).length;
    expect(text.length).toBeLessThanOrEqual(CHAT_TEXT_MAX);
    expect(shown).toBeGreaterThan(1);
    expect(shown).toBeLessThan(ORDER_LIMITS.messageLinesMax);
    expect(text).toContain(`\n\n${cartMessages.moreLines(25 - shown)}\n\n`);
    expect(text).toContain(`Открыть заявку: ${orderLink(id)}`);
    expect(text).toContain(`Итого: 25 товаров · ${formatRubles(2500)}`);
  });

  it('links the order in the console from the card and the letter, whose replies go to the buyer', async () => {
    const { chat, email, ids } = await contacts();
    const { number, id } = await cartOf(['Кружка'], ids, '198.51.100.3');
    const anonymous = await cartOf(['Чашка'], ids, '198.51.100.4', '');

    const card = await eventually(
      async () => chat.messages.find((each) => each.text?.includes(`#${number}`)),
      'the order in the chat',
    );
    const letter = await mailTo(email, `Vitrina: заявка #${number}`);
    const withoutEmail = await mailTo(email, `Vitrina: заявка #${anonymous.number}`);

    expect(card.text).toContain(`Открыть заявку: ${orderLink(id)}`);
    expect(letter.text).toContain(`Открыть заявку: ${orderLink(id)}`);
    expect(letter.replyTo?.value[0]?.address).toBe(BUYER);
    expect(withoutEmail.text).toContain(`Открыть заявку: ${orderLink(anonymous.id)}`);
    expect(withoutEmail.replyTo).toBeUndefined();
  });

  describe('messages queued before the cart, naming one product', () => {
    const queued = async (kind: string, payload: object, recipientId: number | null = null) => {
      const shopId = await ownShopId(db(), session.merchant.email);
      await db()
        .insert(outboxMessages)
        .values({
          shopId,
          kind,
          recipientId,
          payload: payload as Record<string, unknown>,
          dedupeKey: `${kind}:queued:${randomUUID()}`,
          dueAt: new Date(),
        });
    };

    it('tells the merchant the order as one line', async () => {
      const { chat, ids } = await contacts();
      await queued(
        'order.created',
        {
          number: 9001,
          productTitle: 'Футболка белая — Белый, M',
          sku: 'TS-1',
          quantity: 2,
          price: 1000,
          discountValue: 10,
          discountType: 'PERCENT',
          module: 'THINGS',
          customerName: 'Анна Петрова',
          customerPhone: '+79001234567',
          customerEmail: null,
          comment: null,
          pageUrl: 'https://shop.example.ru/catalog',
        },
        ids[0],
      );

      const message = await eventually(
        async () => chat.messages.find((each) => each.text?.includes('#9001')),
        'the queued order in the chat',
      );

      const text = message.text ?? '';
      expect(text).toContain(
        `Футболка белая — Белый, M (артикул TS-1) × 2 = ${formatRubles(1800)}`,
      );
      expect(text).toContain(`Итого: 2 товара · ${formatRubles(1800)}`);
      expect(text).toContain('Телефон: +7 900 123-45-67');
      expect(text).not.toContain(cartMessages.moreLines(1));
    });

    it('tells the buyer the order as one line', async () => {
      await queued('order.accepted', {
        to: BUYER,
        shop: { name: 'Лавка', url: 'https://shop.example.ru', replyTo: null },
        number: 9002,
        productTitle: 'Чай «Сенча»',
        quantity: 2,
        module: 'THINGS',
        total: 2700,
        customerPhone: '+79001234567',
      });

      const letter = await mailTo(BUYER, 'Заявка #9002 принята');

      expect(letter.text).toContain(`Чай «Сенча» × 2 = ${formatRubles(2700)}`);
      expect(letter.text).toContain(`Сумма: ${formatRubles(2700)}`);
    });
  });
});
