import { formatRubles } from '@vitrina/contracts/pricing';
import { eq } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import { describe, expect, it } from 'vitest';
import { notifierContacts, sites } from '../../db/schema';
import { insertEmailContact, insertTelegramContact } from '../../testing/contacts';
import { useDeliveringApp } from '../../testing/delivering-app';
import { eventually, recipientOf } from '../../testing/letters';
import { startedChat, type OrderChat } from '../../testing/order-cards';
import { orderFor, postOrder, publishedShowcase } from '../../testing/orders';

const BUYER_NAME = '<b>&';
/** The buyer's own words, which no letter to the buyer may carry. */
const COMMENT = '<i>позвоните</i>';

/** A shop's worded messages reaching the real SMTP server and the local Bot API server. */
describe('the shop’s templates in its order messages', () => {
  const { session, edges } = useDeliveringApp();

  const db = () => session.testApp.database.db;
  const word = async (kind: string, text: string) => {
    const saved = await session.call('PUT', `platform/message-templates/${kind}/`, { text });
    expect(saved.statusCode, saved.body).toBe(200);
  };
  const reset = (kind: string) => session.call('DELETE', `platform/message-templates/${kind}/`);

  /** A chat and a mailbox that receive the merchant's orders. */
  async function contacts() {
    const chat = startedChat(edges.bot);
    const emailId = await insertEmailContact(db(), session.merchant);
    const [{ email }] = (await db()
      .select({ email: notifierContacts.email })
      .from(notifierContacts)
      .where(eq(notifierContacts.id, emailId))) as [{ email: string }];
    const chatId = await insertTelegramContact(db(), session.merchant, chat.id);
    return { chat, email, ids: [chatId, emailId] };
  }

  let ip = 0;

  /** An order of two mugs at 900 ₽ from `buyer`, on a site titled «Лавка <Чай>». */
  async function order(contactsId: number[], buyer: string) {
    const showcase = await publishedShowcase(session.testApp, session.merchant, {
      product: { title: 'Кружка', price: 900 },
      contactsId,
    });
    await db().update(sites).set({ title: 'Лавка <Чай>' }).where(eq(sites.id, showcase.siteId));
    ip += 1;
    const placed = await postOrder(
      session.app,
      orderFor(showcase, { name: BUYER_NAME, email: buyer, comment: COMMENT }),
      { ip: `198.51.100.${ip}` },
    );
    expect(placed.statusCode, placed.body).toBe(201);
    const number: number = placed.json().data.number;
    const [listed] = (await session.call('GET', `orders/?search=${number}`)).json().data.orders;
    return { number, id: listed.id as number };
  }

  const cardIn = (chat: OrderChat, number: number) =>
    eventually(
      async () => chat.messages.find((each) => each.text?.includes(String(number))),
      `the order ${number} in the chat`,
    );
  const letter = (to: string, subject: string) =>
    eventually(
      async () =>
        edges.smtp.received.find((mail) => recipientOf(mail) === to && mail.subject === subject),
      `the letter «${subject}» to ${to}`,
    );
  const htmlOf = (mail: ParsedMail) => (typeof mail.html === 'string' ? mail.html : '');

  it('words the card and the letter as the merchant wrote them, the buyer’s name escaped in each', async () => {
    const { chat, email, ids } = await contacts();
    await word(
      'TELEGRAM_ORDER',
      'Заказ №{номер} <срочно> & быстро\n\nКлиент: {покупатель}\n{позиции}',
    );
    await word('EMAIL_ORDER', 'Письмо: {покупатель} < {итого}\nКомментарий: {комментарий}');

    const { number } = await order(ids, 'buyer-1@example.ru');
    const card = await cardIn(chat, number);
    const mail = await letter(email, `Vitrina: заявка #${number}`);

    expect(card.text).toBe(
      `Заказ №${number} <срочно> & быстро\n\nКлиент: <b>&\nКружка × 2 = ${formatRubles(1800)}`,
    );
    expect(card.entities).toBeUndefined();
    expect(mail.text).toContain(`Письмо: <b>& < ${formatRubles(1800)}\nКомментарий: ${COMMENT}`);
    expect(htmlOf(mail)).toContain(
      `Письмо: &lt;b&gt;&amp; &lt; ${formatRubles(1800)}<br>Комментарий: &lt;i&gt;позвоните&lt;/i&gt;`,
    );
    expect(htmlOf(mail)).not.toContain(BUYER_NAME);
    expect(htmlOf(mail)).not.toContain(COMMENT);
  });

  it('keeps the worded card when its status changes, the status after it', async () => {
    const { chat, ids } = await contacts();
    await word('TELEGRAM_ORDER', 'Заказ №{номер} для {покупатель}');
    const { number, id } = await order(ids.slice(0, 1), '');
    const card = await cardIn(chat, number);

    await session.call('PATCH', `orders/${id}/`, { status: 'IN_PROGRESS' });
    const edited = await eventually(async () => {
      const now = chat.messages.find((each) => each.message_id === card.message_id);
      return now?.text?.includes('Статус') ? now : undefined;
    }, 'the card edited');

    expect(edited.text).toMatch(new RegExp(`^Заказ №${number} для <b>&\\n\\nСтатус: В работе — `));
  });

  it('words the buyer’s letters as the merchant wrote them, escaped, with the shop’s own tail', async () => {
    const { ids } = await contacts();
    const buyer = 'buyer-2@example.ru';
    await word('BUYER_ACCEPTED', 'Спасибо! «{магазин}» <получил> заявку #{номер}:\n{позиции}');
    await word('BUYER_CANCELLED', 'Увы & ах: заявка #{номер} отменена. Ждём вас: {ссылка}');

    const { number, id } = await order(ids.slice(1), buyer);
    const accepted = await letter(buyer, `Заявка #${number} принята`);
    await session.call('PATCH', `orders/${id}/`, { status: 'CANCELLED' });
    const cancelled = await letter(buyer, `Заявка #${number} отменена`);

    expect(accepted.text).toContain(
      `Спасибо! «Лавка <Чай>» <получил> заявку #${number}:\nКружка × 2 = ${formatRubles(1800)}`,
    );
    expect(accepted.text).toContain('Вопросы о заявке задайте продавцу');
    expect(htmlOf(accepted)).toContain('Спасибо! «Лавка &lt;Чай&gt;» &lt;получил&gt; заявку');
    expect(accepted.text).not.toContain(BUYER_NAME);
    expect(accepted.text).not.toContain(COMMENT);
    expect(cancelled.text).toMatch(
      new RegExp(`^Увы & ах: заявка #${number} отменена\\. Ждём вас: https://shop-`),
    );
    expect(htmlOf(cancelled)).toContain('Увы &amp; ах');
  });

  it('sends the default text again once the template is reset', async () => {
    const { chat, ids } = await contacts();
    await word('TELEGRAM_ORDER', 'Заказ №{номер}');
    const worded = await order(ids.slice(0, 1), '');
    await cardIn(chat, worded.number);

    const answer = await reset('TELEGRAM_ORDER');
    const { number } = await order(ids.slice(0, 1), '');
    const card = await cardIn(chat, number);

    expect(answer.statusCode).toBe(200);
    expect(card.text).toMatch(new RegExp(`^Новая заявка #${number}\\n\\nКружка × 2`));
    expect(card.text).toContain(`Покупатель: ${BUYER_NAME}`);
    expect(card.text).toContain(`Комментарий: ${COMMENT}`);
  });
});
