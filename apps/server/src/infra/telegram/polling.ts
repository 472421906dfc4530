import type { Api } from 'grammy';
import type { Update } from 'grammy/types';
import { grammySignal } from './abort-signal';
import { redactedError } from './redact';
import { untilDone, type Persistence } from './until-done';

/** How long a getUpdates waits for an update before it answers with none. */
const POLL_TIMEOUT_SECONDS = 30;
/** The last getUpdates, which tells Telegram what was handled, must not hold up a stop. */
const CONFIRM_TIMEOUT_MS = 5_000;
/** The updates the provider's bot acts on. */
export const ALLOWED_UPDATES = ['message', 'callback_query', 'my_chat_member'] as const;

export interface Polling {
  /** Aborts the waiting getUpdates, lets the update in hand finish, confirms what was handled. */
  stop(): Promise<void>;
}

/**
 * Long polling: asks for updates, hands them to `handle` one by one in order, and moves the
 * offset past each once it is handled, so an update is confirmed only after its handler ran (a
 * crash in between hands it again to the next start: at least once). grammY's own `bot.start`
 * is not used: its stop does not wait for the update in hand, its pauses after a failure cannot
 * be cut short, and it gives up on a 409; this loop ends within a try's abort.
 */
export function startPolling(
  api: Api,
  handle: (update: Update) => Promise<void>,
  context: Omit<Persistence, 'signal'>,
): Polling {
  const stopping = new AbortController();
  const persistence = { ...context, signal: stopping.signal };
  const signal = grammySignal(stopping.signal);
  /** The next update to ask for: every earlier one was handled. */
  let offset = 0;
  /** The offset Telegram last heard: the updates before it are confirmed. */
  let confirmed = 0;

  async function loop() {
    // Telegram keeps a webhook's updates from getUpdates; leaving webhook mode deletes it.
    await untilDone('deleteWebhook', () => api.deleteWebhook({}, signal), persistence);
    while (!stopping.signal.aborted) {
      const asked = offset;
      const updates = await untilDone(
        'getUpdates',
        () =>
          api.getUpdates(
            { offset: asked, timeout: POLL_TIMEOUT_SECONDS, allowed_updates: [...ALLOWED_UPDATES] },
            signal,
          ),
        persistence,
      );
      if (updates) confirmed = asked;
      for (const update of updates ?? []) {
        if (stopping.signal.aborted) break;
        await handle(update);
        offset = update.update_id + 1;
      }
    }
  }

  const { logger, redact } = context;
  const running = loop().catch((error: unknown) => {
    logger.error({ err: redactedError(error, redact) }, 'Telegram polling stopped');
  });

  async function confirmHandled() {
    const deadline = grammySignal(AbortSignal.timeout(CONFIRM_TIMEOUT_MS));
    try {
      await api.getUpdates({ offset, limit: 1, timeout: 0 }, deadline);
      confirmed = offset;
    } catch (error) {
      logger.warn(
        { err: redactedError(error, redact) },
        'Telegram did not hear which updates were handled; they come again at the next start',
      );
    }
  }

  return {
    async stop() {
      stopping.abort();
      await running;
      if (offset > confirmed) await confirmHandled();
    },
  };
}
