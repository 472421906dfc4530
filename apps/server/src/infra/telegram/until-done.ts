import { setTimeout as pause } from 'node:timers/promises';
import { GrammyError } from 'grammy';
import type { Logger } from '../../logger';
import { redactedError, type Redact } from './redact';

const FIRST_PAUSE_MS = 1_000;
const LONGEST_PAUSE_MS = 60_000;

export interface Persistence {
  /** Ends the tries: `untilDone` resolves undefined. */
  signal: AbortSignal;
  logger: Logger;
  redact: Redact;
}

/**
 * A refusal that another try would get again: a wrong token (401), a bad request, no right. A 409
 * (another process polls) and a 429 pass with time, like a 5xx or a lost connection.
 */
function isFinal(error: unknown): boolean {
  if (!(error instanceof GrammyError)) return false;
  const code = error.error_code;
  return code >= 400 && code < 500 && code !== 409 && code !== 429;
}

/**
 * Runs `task` until it succeeds, logging each failure and pausing after it (from 1 s, doubling to
 * a minute, or a 429's retry_after); rejects with a final refusal, and resolves undefined as soon
 * as the signal aborts, during a try or a pause.
 */
export async function untilDone<T>(
  what: string,
  task: () => Promise<T>,
  { signal, logger, redact }: Persistence,
): Promise<T | undefined> {
  for (let wait = FIRST_PAUSE_MS; !signal.aborted; wait = Math.min(wait * 2, LONGEST_PAUSE_MS)) {
    try {
      return await task();
    } catch (error) {
      if (signal.aborted) return undefined;
      if (isFinal(error)) throw error;
      const retryAfter = error instanceof GrammyError ? error.parameters.retry_after : undefined;
      const waitMs = retryAfter === undefined ? wait : retryAfter * 1000;
      logger.warn(
        { err: redactedError(error, redact) },
        `Telegram ${what} failed; trying again in ${waitMs / 1000} s`,
      );
      await pause(waitMs, undefined, { signal }).catch(() => undefined);
    }
  }
  return undefined;
}
