import type {
  BotCommand,
  ChatFullInfo,
  InlineKeyboardMarkup,
  MessageEntity,
  ReplyKeyboardMarkup,
} from 'grammy/types';
import type { BotWorld } from './chat-drivers';
import type { BotText } from './chats';
import { badRequest, conflict } from './errors';
import { parseHtml } from './html-text';
import type { MethodParams } from './method-params';
import type { UpdateType } from './update-queue';
import type { WebhookDelivery } from './webhook-delivery';

/** The server's state as its methods see it. */
export interface ServerState extends BotWorld {
  readonly webhook: WebhookDelivery;
  /** setMyCommands' lists by scope and language. */
  readonly commands: Map<string, BotCommand[]>;
}

export interface MethodAnswer {
  result: unknown;
  /** Telegram adds one to some answers, such as "Webhook was set". */
  description?: string;
}

/** `gone` is aborted when the caller's connection closes before the answer. */
export type Method = (
  params: MethodParams,
  state: ServerState,
  gone: AbortSignal,
) => MethodAnswer | Promise<MethodAnswer>;

const MAX_TEXT_LENGTH = 4096;
const MAX_CALLBACK_DATA_BYTES = 64;
const SECRET_TOKEN = /^[A-Za-z0-9_-]{1,256}$/;
const BOT_COMMAND = /^[a-z0-9_]{1,32}$/;

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** A numeric chat id; `@channel` names no chat here. */
function chatId(params: MethodParams): number {
  const value = params.string('chat_id');
  if (!/^-?\d+$/.test(value)) throw badRequest('chat not found');
  return Number(value);
}

function formatted(params: MethodParams): { text: string; entities: MessageEntity[] } {
  const text = params.string('text', 'message text');
  const parseMode = params.optionalString('parse_mode');
  if (!parseMode) return { text, entities: params.json<MessageEntity[]>('entities') ?? [] };
  if (parseMode.toLowerCase() === 'html') return parseHtml(text);
  // Markdown is kept as sent: no test here needs it parsed.
  if (['markdown', 'markdownv2'].includes(parseMode.toLowerCase())) return { text, entities: [] };
  throw badRequest('unsupported parse_mode');
}

/** Only an inline keyboard stays on the message; other keyboards belong to the client. */
function inlineKeyboard(params: MethodParams): InlineKeyboardMarkup | undefined {
  const markup = params.json<InlineKeyboardMarkup | ReplyKeyboardMarkup>('reply_markup');
  if (!markup || !('inline_keyboard' in markup)) return undefined;
  // A keyboard with no buttons takes the message's keyboard away.
  if (markup.inline_keyboard.flat().length === 0) return undefined;
  for (const button of markup.inline_keyboard.flat()) {
    const data = 'callback_data' in button ? button.callback_data : undefined;
    if (data !== undefined && (data === '' || Buffer.byteLength(data) > MAX_CALLBACK_DATA_BYTES)) {
      throw badRequest('BUTTON_DATA_INVALID');
    }
  }
  return markup;
}

function botText(params: MethodParams): BotText {
  const { text, entities } = formatted(params);
  if (!text.trim()) throw badRequest('message text is empty');
  if (text.length > MAX_TEXT_LENGTH) throw badRequest('message is too long');
  return { text, entities, replyMarkup: inlineKeyboard(params) };
}

const keyOfCommands = (scope: object, language: string) => `${JSON.stringify(scope)} ${language}`;

export const DEFAULT_COMMANDS_KEY = keyOfCommands({ type: 'default' }, '');

function commandsKey(params: MethodParams): string {
  const scope = params.json<object>('scope') ?? { type: 'default' };
  return keyOfCommands(scope, params.optionalString('language_code') ?? '');
}

const getUpdates: Method = async (params, { queue, webhook }, gone) => {
  if (webhook.active) {
    throw conflict(
      "can't use getUpdates method while webhook is active; use deleteWebhook to delete the webhook first",
    );
  }
  queue.endPoll(
    conflict(
      'terminated by other getUpdates request; make sure that only one bot instance is running',
    ),
  );
  queue.allow(params.json<UpdateType[]>('allowed_updates'));
  queue.confirm(params.optionalInteger('offset'));
  const limit = clamp(params.optionalInteger('limit') ?? 100, 1, 100);
  const timeout = clamp(params.optionalInteger('timeout') ?? 0, 0, 50);
  const updates = queue.take(limit);
  if (updates.length > 0 || timeout === 0) return { result: updates };
  return { result: await queue.waitFor(limit, timeout, gone) };
};

const setWebhook: Method = (params, state, gone) => {
  const { queue, webhook } = state;
  const url = params.optionalString('url') ?? '';
  if (!url) return deleteWebhook(params, state, gone);
  // Telegram takes https alone; plain http is let through for servers on loopback.
  if (!/^https?:\/\/[^/]/.test(url)) {
    throw badRequest('bad webhook: An HTTPS URL must be provided for webhook');
  }
  const secretToken = params.optionalString('secret_token');
  if (secretToken !== undefined && !SECRET_TOKEN.test(secretToken)) {
    throw badRequest('secret token contains unallowed characters');
  }
  const unchanged = webhook.info().url === url;
  queue.allow(params.json<UpdateType[]>('allowed_updates'));
  if (params.boolean('drop_pending_updates')) queue.dropAll();
  queue.endPoll(conflict('terminated by setWebhook request'));
  const maxConnections = clamp(params.optionalInteger('max_connections') ?? 40, 1, 100);
  webhook.set({ url, secretToken, maxConnections });
  return { result: true, description: unchanged ? 'Webhook is already set' : 'Webhook was set' };
};

const deleteWebhook: Method = (params, { queue, webhook }) => {
  const wasSet = webhook.active;
  webhook.delete();
  if (params.boolean('drop_pending_updates')) queue.dropAll();
  return {
    result: true,
    description: wasSet ? 'Webhook was deleted' : 'Webhook is already deleted',
  };
};

const sendMessage: Method = (params, { chats }) => {
  const state = chats.writable(chatId(params));
  return { result: chats.sendFromBot(state, botText(params)) };
};

const editMessageText: Method = (params, { chats }) => {
  const state = chats.writable(chatId(params));
  const messageId = params.integer('message_id', 'message identifier');
  return { result: chats.editFromBot(state, messageId, botText(params)) };
};

const answerCallbackQuery: Method = (params, { callbacks }) => {
  const text = params.optionalString('text');
  const url = params.optionalString('url');
  callbacks.answer(params.string('callback_query_id', 'query ID'), {
    show_alert: params.boolean('show_alert'),
    ...(text && { text }),
    ...(url && { url }),
  });
  return { result: true };
};

const getChat: Method = (params, { chats }) => {
  const id = chatId(params);
  const { chat } = id > 0 ? chats.find(id) : chats.writable(id);
  return { result: { ...chat, accent_color_id: 0, max_reaction_count: 11 } as ChatFullInfo };
};

/** The group's administrators, each as its creator; a private chat has none. */
const getChatAdministrators: Method = (params, { chats }) => {
  const { chat, admins } = chats.writable(chatId(params));
  if (chat.type === 'private') throw badRequest('there are no administrators in the private chat');
  return { result: admins.map((user) => ({ status: 'creator', user, is_anonymous: false })) };
};

const setMyCommands: Method = (params, { commands }) => {
  const list = params.json<BotCommand[]>('commands') ?? [];
  for (const { command, description } of list) {
    if (!BOT_COMMAND.test(command)) throw badRequest('BOT_COMMAND_INVALID');
    if (!description || description.length > 256) {
      throw badRequest('BOT_COMMAND_DESCRIPTION_INVALID');
    }
  }
  commands.set(commandsKey(params), list);
  return { result: true };
};

/** The methods this server answers, by their names; Telegram reads names in any case. */
export const METHODS: Record<string, Method> = {
  getMe: (_params, { bot }) => ({ result: bot }),
  getUpdates,
  setWebhook,
  deleteWebhook,
  getWebhookInfo: (_params, { webhook }) => ({ result: webhook.info() }),
  sendMessage,
  editMessageText,
  answerCallbackQuery,
  getChat,
  getChatAdministrators,
  setMyCommands,
  getMyCommands: (params, { commands }) => ({ result: commands.get(commandsKey(params)) ?? [] }),
  deleteMyCommands: (params, { commands }) => {
    commands.delete(commandsKey(params));
    return { result: true };
  },
};
