import { BotError, HttpError } from 'grammy';

/** Takes the bot token out of a text. */
export type Redact = (text: string) => string;

/**
 * grammY's network errors wrap node-fetch's, whose message holds the request URL, and the URL
 * holds the token (`/bot<token>/sendMessage`); a handler's error carries its update's context
 * and API client, which hold it too. So nothing of grammY's goes to a log as it is: only errors
 * made here, with the token replaced.
 */
export function redactorOf(token: string): Redact {
  return (text) => text.replaceAll(token, '<bot token>');
}

/** The error itself: a handler's error out of its BotError, a network error with its cause. */
function unwrap(error: unknown): { error: unknown; message: string } {
  if (error instanceof BotError) return unwrap(error.error);
  if (error instanceof HttpError && error.error instanceof Error) {
    return { error, message: `${error.message} ${error.error.message}` };
  }
  return { error, message: error instanceof Error ? error.message : String(error) };
}

/** A plain copy of the error for logs and callers: its message and stack, without the token. */
export function redactedError(error: unknown, redact: Redact): Error {
  const inner = unwrap(error);
  const copy = new Error(redact(inner.message));
  const stack = inner.error instanceof Error ? inner.error.stack : undefined;
  copy.stack = stack && redact(stack);
  return copy;
}
