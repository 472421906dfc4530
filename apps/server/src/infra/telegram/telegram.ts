import type { Composer, Context } from 'grammy';
import type { Update } from 'grammy/types';

/** What became of a message to a chat: a failure is an answer, not an exception. */
export type TelegramSendOutcome =
  | { type: 'sent'; messageId: number }
  /** Worth another try: 429 (`afterMs` is its retry_after), 5xx, network, timeout (0: no hint). */
  | { type: 'retry'; afterMs: number; reason: string }
  /** The bot may not write there: blocked, removed from the group, or the chat is gone. */
  | { type: 'forbidden'; reason: string }
  /** Any other refusal: the same message would be refused again. */
  | { type: 'failed'; reason: string };

/** A send or an edit that did not go through, and why. */
export type TelegramFailure = Exclude<TelegramSendOutcome, { type: 'sent' }>;

/** What became of an edit: `edited` also when the message already read so. */
export type TelegramEditOutcome = { type: 'edited' } | TelegramFailure;

/** A button under a message; pressing it sends the bot a callback query with `data`. */
export interface InlineButton {
  text: string;
  /** At most 64 bytes, Telegram's limit. */
  data: string;
}

export interface SendOptions {
  /** The text is HTML. */
  html?: boolean;
  /** Rows of buttons under the message. */
  buttons?: InlineButton[][];
}

/** The provider's bot, as features use it. */
export interface Telegram {
  /** The bot's username from getMe, known once started. */
  readonly username: string | null;
  /** Sends a text (HTML when `html`, with buttons); resolves with what became of it, never rejects. */
  send(chatId: number, text: string, options?: SendOptions): Promise<TelegramSendOutcome>;
  /**
   * Replaces the text and buttons of a message the bot sent (none given: no buttons left);
   * resolves with what became of it, never rejects.
   */
  edit(
    chatId: number,
    messageId: number,
    text: string,
    buttons: InlineButton[][],
  ): Promise<TelegramEditOutcome>;
  /** Adds update handlers (a grammY Composer); call before start. */
  use(handlers: Composer<Context>): void;
  /** getMe, then long polling, or setWebhook in webhook mode. */
  start(): Promise<void>;
  /** Ends polling promptly once the update in hand is handled; a webhook stays set. */
  stop(): Promise<void>;
}

/** Where Telegram posts updates in webhook mode, and what takes them. */
export interface TelegramWebhook {
  /** The route's path from the server's root; it carries a secret derived from the bot token. */
  readonly path: string;
  /** Whether a post's `X-Telegram-Bot-Api-Secret-Token` header holds the secret Telegram has. */
  isFromTelegram(secretHeader: string | string[] | undefined): boolean;
  /**
   * Hands an update to the bot's handlers and resolves once they are done, a failing handler
   * included (it is logged); rejects, without the token, only when the bot could not be readied.
   */
  handleUpdate(update: Update): Promise<void>;
}

/** The bot as the composition root holds it: the edge features use, and its webhook receiver. */
export interface TelegramBot extends Telegram {
  /** Set in webhook mode (TELEGRAM_WEBHOOK_URL), null when polling. */
  readonly webhook: TelegramWebhook | null;
}
