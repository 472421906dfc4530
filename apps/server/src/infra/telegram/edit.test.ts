import { describe, expect, it } from 'vitest';
import { useTestEdge } from '../../testing/telegram-edge';

const BUTTONS = [[{ text: 'В работу', data: 'order:1:IN_PROGRESS' }]];

describe('Telegram edit', () => {
  const edge = useTestEdge();

  /** A person who started the bot, and the bot's message to them with a button. */
  async function sentMessage() {
    const chat = edge.server.privateChat();
    chat.start();
    const sent = await edge.telegram.send(chat.id, 'Заявка #1001', { buttons: BUTTONS });
    if (sent.type !== 'sent') throw new Error(`not sent: ${sent.type}`);
    return { chat, messageId: sent.messageId };
  }

  it('replaces the text and the buttons of a message the bot sent', async () => {
    const { chat, messageId } = await sentMessage();
    const buttons = [[{ text: 'Выполнена', data: 'order:1:DONE' }]];

    const outcome = await edge.telegram.edit(chat.id, messageId, 'Заявка #1001 в работе', buttons);

    expect(outcome).toEqual({ type: 'edited' });
    expect(await chat.nextEdit()).toMatchObject({
      message_id: messageId,
      text: 'Заявка #1001 в работе',
      reply_markup: { inline_keyboard: [[{ text: 'Выполнена', callback_data: 'order:1:DONE' }]] },
    });
    expect(edge.lines).toEqual([]);
  });

  it('takes the buttons away when given none', async () => {
    const { chat, messageId } = await sentMessage();

    await edge.telegram.edit(chat.id, messageId, 'Заявка #1001 выполнена', []);

    expect((await chat.nextEdit()).reply_markup).toBeUndefined();
  });

  it('counts a message that already reads so as edited (400 not modified)', async () => {
    const { chat, messageId } = await sentMessage();

    const outcome = await edge.telegram.edit(chat.id, messageId, 'Заявка #1001', BUTTONS);

    expect(outcome).toEqual({ type: 'edited' });
    expect(edge.lines).toEqual([]);
  });

  it('fails for good on a message that is gone (400), and logs it', async () => {
    const { chat } = await sentMessage();

    const outcome = await edge.telegram.edit(chat.id, 999, 'Заявка #1001', []);

    expect(outcome).toEqual({
      type: 'failed',
      reason: 'Bad Request: message to edit not found',
    });
    expect(edge.lines).toMatchObject([
      { level: 40, msg: 'Telegram edit failed', chatId: chat.id, outcome: 'failed' },
    ]);
  });

  it('is forbidden in a chat whose person blocked the bot (403)', async () => {
    const { chat, messageId } = await sentMessage();
    chat.block();

    expect(await edge.telegram.edit(chat.id, messageId, 'Заявка #1001', [])).toEqual({
      type: 'forbidden',
      reason: 'Forbidden: bot was blocked by the user',
    });
  });

  it('tries again after a edge.server error (5xx)', async () => {
    const { chat, messageId } = await sentMessage();
    edge.server.failNext('editMessageText', { error_code: 502, description: 'Bad Gateway' });

    expect(await edge.telegram.edit(chat.id, messageId, 'Заявка #1001', [])).toEqual({
      type: 'retry',
      afterMs: 0,
      reason: 'Bad Gateway',
    });
  });
});
