import { describe, expect, it } from 'vitest';
import { useTestEdge } from '../../testing/telegram-edge';

describe('Telegram send', () => {
  const edge = useTestEdge();

  /** A person who started the bot, so it may write to them. */
  const startedChat = () => {
    const chat = edge.server.privateChat();
    chat.start();
    return chat;
  };

  it('sends a text, and reports the message id', async () => {
    const chat = startedChat();

    const outcome = await edge.telegram.send(chat.id, 'Новый заказ <1>');

    const [message] = chat.messages;
    expect(outcome).toEqual({ type: 'sent', messageId: message?.message_id });
    expect(message?.text).toBe('Новый заказ <1>');
    expect(edge.lines).toEqual([]);
  });

  it('sends HTML when asked', async () => {
    const chat = startedChat();

    await edge.telegram.send(chat.id, '<b>Заказ</b> &lt;1&gt;', { html: true });

    expect(await chat.nextMessage()).toMatchObject({
      text: 'Заказ <1>',
      entities: [{ type: 'bold', offset: 0, length: 5 }],
    });
  });

  it('sends buttons under the text when given', async () => {
    const chat = startedChat();

    await edge.telegram.send(chat.id, 'Заявка #1001', {
      buttons: [[{ text: 'В работу', data: 'order:1:IN_PROGRESS' }]],
    });

    expect((await chat.nextMessage()).reply_markup).toEqual({
      inline_keyboard: [[{ text: 'В работу', callback_data: 'order:1:IN_PROGRESS' }]],
    });
  });

  it('waits for retry_after when Telegram limits the bot (429)', async () => {
    const chat = startedChat();
    edge.server.failNext('sendMessage', {
      error_code: 429,
      description: 'Too Many Requests: retry after 7',
      parameters: { retry_after: 7 },
    });

    const outcome = await edge.telegram.send(chat.id, 'Заказ');

    expect(outcome).toEqual({
      type: 'retry',
      afterMs: 7000,
      reason: 'Too Many Requests: retry after 7',
    });
    expect(chat.messages).toEqual([]);
    expect(edge.lines).toMatchObject([
      { level: 40, msg: 'Telegram send failed', chatId: chat.id, outcome: 'retry' },
    ]);
  });

  it('is forbidden to write to a person who blocked the bot (403)', async () => {
    const chat = startedChat();
    chat.block();

    expect(await edge.telegram.send(chat.id, 'Заказ')).toEqual({
      type: 'forbidden',
      reason: 'Forbidden: bot was blocked by the user',
    });
  });

  it('is forbidden to write to a group the bot was removed from (403)', async () => {
    const group = edge.server.group();
    group.addBot();
    group.removeBot();

    expect(await edge.telegram.send(group.id, 'Заказ')).toEqual({
      type: 'forbidden',
      reason: 'Forbidden: bot was kicked from the group chat',
    });
  });

  it('is forbidden to write to a chat that is gone (400 chat not found)', async () => {
    expect(await edge.telegram.send(987654321, 'Заказ')).toEqual({
      type: 'forbidden',
      reason: 'Bad Request: chat not found',
    });
  });

  it('is forbidden to write to a group that became a supergroup (400 with its new id)', async () => {
    const group = edge.server.group();
    group.addBot();
    edge.server.failNext('sendMessage', {
      error_code: 400,
      description: 'Bad Request: group chat was upgraded to a supergroup chat',
      parameters: { migrate_to_chat_id: -1001234567890 },
    });

    expect(await edge.telegram.send(group.id, 'Заказ')).toMatchObject({ type: 'forbidden' });
  });

  it('fails for good on another refusal, such as HTML Telegram cannot read (400)', async () => {
    const chat = startedChat();

    expect(await edge.telegram.send(chat.id, 'a <br> b', { html: true })).toEqual({
      type: 'failed',
      reason: `Bad Request: can't parse entities: Unsupported start tag "br" at byte offset 2`,
    });
  });

  it('tries again after a edge.server error (5xx), with no wait of its own', async () => {
    const chat = startedChat();
    edge.server.failNext('sendMessage', { error_code: 502, description: 'Bad Gateway' });

    expect(await edge.telegram.send(chat.id, 'Заказ')).toEqual({
      type: 'retry',
      afterMs: 0,
      reason: 'Bad Gateway',
    });
  });

  it('tries again when the connection drops, saying so without the token', async () => {
    const chat = startedChat();
    edge.server.dropNext('sendMessage');

    const outcome = await edge.telegram.send(chat.id, 'Заказ');

    expect(outcome).toMatchObject({ type: 'retry', afterMs: 0 });
    expect(outcome.type === 'retry' && outcome.reason).toContain(
      `/bot<bot token>/sendMessage failed, reason: socket hang up`,
    );
  });

  it('tries again when the Bot API cannot be reached', async () => {
    const chat = startedChat();
    await edge.server.close();

    const outcome = await edge.telegram.send(chat.id, 'Заказ');

    expect(outcome).toMatchObject({
      type: 'retry',
      reason: expect.stringContaining('ECONNREFUSED'),
    });
  });
});
