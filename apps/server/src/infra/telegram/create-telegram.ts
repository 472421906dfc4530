import { Bot, BotError, type Api } from 'grammy';
import type { Update } from 'grammy/types';
import type { TelegramSettings } from '../../config/telegram';
import type { Logger } from '../../logger';
import { grammySignal } from './abort-signal';
import { ALLOWED_UPDATES, startPolling, type Polling } from './polling';
import { redactedError, redactorOf, type Redact } from './redact';
import { editOutcomeOf, sendOutcomeOf } from './send-outcome';
import { inlineKeyboard } from './inline-keyboard';
import type {
  InlineButton,
  SendOptions,
  TelegramBot,
  TelegramEditOutcome,
  TelegramSendOutcome,
} from './telegram';
import { untilDone } from './until-done';
import { createWebhook, webhookSecrets } from './webhook';

/** A send or an edit that Telegram has not answered by then is tried again later. */
const SEND_TIMEOUT_MS = 15_000;
/** Every other call's deadline; a long poll waits 30 s of it. */
const CALL_TIMEOUT_SECONDS = 45;

async function sendText(
  api: Api,
  chatId: number,
  text: string,
  { html = false, buttons }: SendOptions,
): Promise<TelegramSendOutcome> {
  const deadline = grammySignal(AbortSignal.timeout(SEND_TIMEOUT_MS));
  const options = {
    ...(html && { parse_mode: 'HTML' as const }),
    ...(buttons && { reply_markup: inlineKeyboard(buttons) }),
  };
  const message = await api.sendMessage(chatId, text, options, deadline);
  return { type: 'sent', messageId: message.message_id };
}

async function editText(
  api: Api,
  chatId: number,
  messageId: number,
  text: string,
  buttons: InlineButton[][],
): Promise<TelegramEditOutcome> {
  const deadline = grammySignal(AbortSignal.timeout(SEND_TIMEOUT_MS));
  // An empty keyboard takes the message's buttons away.
  const options = { reply_markup: inlineKeyboard(buttons) };
  await api.editMessageText(chatId, messageId, text, options, deadline);
  return { type: 'edited' };
}

/**
 * Runs the bot's handlers on an update: a handler's failure is logged, and the next update goes
 * on. Anything else (the bot could not be readied) rejects, without the token, so the update
 * is not taken.
 */
function updateHandler(bot: Bot, logger: Logger, redact: Redact) {
  return (update: Update) =>
    bot.handleUpdate(update).catch((error: unknown) => {
      if (!(error instanceof BotError)) throw redactedError(error, redact);
      logger.error(
        { updateId: update.update_id, err: redactedError(error, redact) },
        'A Telegram update was not handled',
      );
    });
}

/**
 * The provider's bot on grammY: long polling, or a webhook when `webhookUrl` is set. Nothing it
 * logs or rejects with holds the token.
 */
export function createTelegram(
  settings: TelegramSettings & { botToken: string },
  logger: Logger,
): TelegramBot {
  const { botToken, apiRoot, webhookUrl } = settings;
  const redact = redactorOf(botToken);
  const bot = new Bot(botToken, { client: { apiRoot, timeoutSeconds: CALL_TIMEOUT_SECONDS } });
  // Aborted by stop: ends a start still trying, and every retry.
  const lifetime = new AbortController();
  const persistence = { signal: lifetime.signal, logger, redact };
  // Updates being handled, which stop waits for.
  const inHand = new Set<Promise<void>>();
  const handleUpdate = updateHandler(bot, logger, redact);
  const handle = (update: Update) => {
    const handling = handleUpdate(update);
    inHand.add(handling);
    return handling.finally(() => inHand.delete(handling));
  };
  const secrets = webhookSecrets(botToken);
  // Telegram may post before start has read the bot (a webhook set by an earlier run): such an
  // update waits for getMe, and is refused if it fails, to be posted again.
  const readyThenHandle = async (update: Update) => {
    await bot.init(grammySignal(lifetime.signal)).catch((error: unknown) => {
      throw redactedError(error, redact);
    });
    return handle(update);
  };
  const webhook = webhookUrl ? createWebhook(secrets, readyThenHandle) : null;
  let polling: Polling | undefined;

  /** Logs a send or an edit that did not go through; the caller decides what it means. */
  function logFailure<Outcome extends TelegramSendOutcome | TelegramEditOutcome>(
    what: string,
    chatId: number,
    outcome: Outcome,
  ): Outcome {
    if ('reason' in outcome) {
      logger.warn(
        { chatId, outcome: outcome.type, reason: outcome.reason },
        `Telegram ${what} failed`,
      );
    }
    return outcome;
  }

  async function receiveUpdates() {
    if (!webhookUrl) {
      polling = startPolling(bot.api, handle, { logger, redact });
      return 'long polling';
    }
    const url = `${webhookUrl}${secrets.path}`;
    const options = { secret_token: secrets.secretToken, allowed_updates: [...ALLOWED_UPDATES] };
    const signal = grammySignal(lifetime.signal);
    await untilDone('setWebhook', () => bot.api.setWebhook(url, options, signal), persistence);
    return `a webhook at ${webhookUrl}`;
  }

  return {
    get username() {
      return bot.isInited() ? bot.botInfo.username : null;
    },
    webhook,
    async send(chatId, text, options = {}) {
      const outcome = await sendText(bot.api, chatId, text, options).catch((error: unknown) =>
        sendOutcomeOf(error, redact),
      );
      return logFailure('send', chatId, outcome);
    },
    async edit(chatId, messageId, text, buttons) {
      const outcome = await editText(bot.api, chatId, messageId, text, buttons).catch(
        (error: unknown) => editOutcomeOf(error, redact),
      );
      return logFailure('edit', chatId, outcome);
    },
    use(handlers) {
      bot.use(handlers);
    },
    async start() {
      try {
        // grammY tries getMe again after network failures, until it answers or stop aborts.
        await bot.init(grammySignal(lifetime.signal));
        const how = await receiveUpdates();
        if (lifetime.signal.aborted) return;
        logger.info(`Telegram bot @${bot.botInfo.username} takes updates by ${how}`);
      } catch (error) {
        if (lifetime.signal.aborted) return;
        throw new Error(`Telegram bot did not start: ${redactedError(error, redact).message}`);
      }
    },
    async stop() {
      lifetime.abort();
      await polling?.stop();
      await Promise.all(inHand);
    },
  };
}
