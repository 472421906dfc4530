import { GrammyError } from 'grammy';
import { redactedError, type Redact } from './redact';
import type { TelegramEditOutcome, TelegramFailure } from './telegram';

/** When a 429 gives no retry_after: Telegram's limits are per second and per minute. */
const DEFAULT_RETRY_AFTER_SECONDS = 5;

/**
 * 400s that mean the chat is gone for the bot, as a 403 does: the id names no chat it can reach,
 * or the group became a supergroup with another id (`parameters.migrate_to_chat_id`).
 */
const CHAT_GONE = ['chat not found', 'group chat was upgraded to a supergroup chat'];

function outcomeOfRefusal({ error_code: code, description, parameters }: GrammyError) {
  const reason = description;
  if (code === 429) {
    const seconds = parameters.retry_after ?? DEFAULT_RETRY_AFTER_SECONDS;
    return { type: 'retry', afterMs: seconds * 1000, reason } as const;
  }
  if (code >= 500) return { type: 'retry', afterMs: 0, reason } as const;
  if (code === 403 || (code === 400 && CHAT_GONE.some((gone) => description.includes(gone)))) {
    return { type: 'forbidden', reason } as const;
  }
  return { type: 'failed', reason } as const;
}

/**
 * What a failed send means. A refusal of the Bot API by its code: 429 waits its retry_after,
 * 5xx is tried again, 403 and a gone chat are forbidden, any other 4xx is final. Anything else
 * (no connection, no answer in time) is tried again: Telegram may or may not have the message.
 */
export function sendOutcomeOf(error: unknown, redact: Redact): TelegramFailure {
  if (error instanceof GrammyError) return outcomeOfRefusal(error);
  return { type: 'retry', afterMs: 0, reason: redactedError(error, redact).message };
}

/**
 * What a failed edit means: as a send's failure, except that Telegram's 400 for a message that
 * already reads so is an edit done (a second press, a card another edit brought up to date).
 */
export function editOutcomeOf(error: unknown, redact: Redact): TelegramEditOutcome {
  if (error instanceof GrammyError && error.description.includes('message is not modified')) {
    return { type: 'edited' };
  }
  return sendOutcomeOf(error, redact);
}
