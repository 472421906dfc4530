import type { Update, WebhookInfo } from 'grammy/types';
import { Mailbox } from './mailbox';
import type { UpdateQueue } from './update-queue';

export interface WebhookSettings {
  url: string;
  secretToken: string | undefined;
  maxConnections: number;
}

/** One post of an update to the webhook, once its answer came (or did not). */
export interface WebhookAttempt {
  updateId: number;
  /** Why it was not taken, in getWebhookInfo's words; undefined when it was (and is confirmed). */
  failure: string | undefined;
}

export interface WebhookDeliveryOptions {
  /** The wait before the first retry of a failed delivery; it doubles up to `maxRetryMs`. */
  retryMs: number;
  maxRetryMs: number;
  /** How long a webhook may take to answer. */
  timeoutMs: number;
}

const unixTime = () => Math.floor(Date.now() / 1000);

/** Telegram's words in getWebhookInfo for a delivery that failed. */
function describeFailure(error: unknown): string {
  if (error instanceof DOMException && error.name === 'TimeoutError') return 'Read timeout expired';
  const code = (error as { cause?: { code?: string } }).cause?.code;
  if (code === 'ECONNREFUSED') return 'Connection refused';
  return error instanceof Error ? error.message : String(error);
}

/**
 * Posts the queued updates to the webhook one at a time, in order, each with the secret token
 * header; an update is confirmed by a 2xx answer. A failed delivery is recorded for
 * getWebhookInfo and retried after a growing pause, the later updates waiting behind it, as
 * Telegram does (it posts on up to `max_connections` connections at once; one keeps the order
 * plain for tests).
 */
export class WebhookDelivery {
  private settings: WebhookSettings | undefined;
  private lastError: { date: number; message: string } | undefined;
  private delivering = false;
  private retry: NodeJS.Timeout | undefined;
  private retryMs: number;
  private readonly closing = new AbortController();
  readonly attempts = new Mailbox<WebhookAttempt>();

  constructor(
    private readonly queue: UpdateQueue,
    private readonly options: WebhookDeliveryOptions,
  ) {
    this.retryMs = options.retryMs;
    queue.onAdded(() => void this.deliver());
  }

  get active(): boolean {
    return this.settings !== undefined;
  }

  set(settings: WebhookSettings) {
    this.cancelRetry();
    this.settings = settings;
    this.lastError = undefined;
    void this.deliver();
  }

  delete() {
    this.cancelRetry();
    this.settings = undefined;
  }

  close() {
    this.delete();
    this.closing.abort();
  }

  info(): WebhookInfo {
    const { settings, lastError } = this;
    return {
      url: settings?.url ?? '',
      has_custom_certificate: false,
      pending_update_count: this.queue.updates.length,
      ...(lastError && { last_error_date: lastError.date, last_error_message: lastError.message }),
      ...(settings && { max_connections: settings.maxConnections }),
      ...(this.queue.allowedUpdates && { allowed_updates: this.queue.allowedUpdates }),
    };
  }

  private async deliver() {
    if (this.delivering || this.retry) return;
    this.delivering = true;
    try {
      for (let update = this.queue.first(); update && this.settings; update = this.queue.first()) {
        const failure = await this.post(update, this.settings);
        this.settle(update, failure);
        if (failure !== undefined) return;
      }
    } finally {
      this.delivering = false;
    }
  }

  /** Resolves with why the update was not taken, or undefined when it was. */
  private async post(update: Update, { url, secretToken }: WebhookSettings) {
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(secretToken && { 'x-telegram-bot-api-secret-token': secretToken }),
        },
        body: JSON.stringify(update),
        signal: AbortSignal.any([AbortSignal.timeout(this.options.timeoutMs), this.closing.signal]),
      });
      await response.arrayBuffer();
      if (response.ok) return undefined;
      return `Wrong response from the webhook: ${response.status} ${response.statusText}`;
    } catch (error) {
      return describeFailure(error);
    }
  }

  /** A taken update is confirmed; a refused one waits for its retry, the later ones behind it. */
  private settle(update: Update, failure: string | undefined) {
    if (failure === undefined) {
      this.queue.confirm(update.update_id + 1);
      this.retryMs = this.options.retryMs;
    } else {
      this.retryLater(failure);
    }
    this.attempts.push({ updateId: update.update_id, failure });
  }

  private retryLater(message: string) {
    if (this.closing.signal.aborted) return;
    this.lastError = { date: unixTime(), message };
    this.retry = setTimeout(() => {
      this.retry = undefined;
      void this.deliver();
    }, this.retryMs);
    this.retryMs = Math.min(this.retryMs * 2, this.options.maxRetryMs);
  }

  private cancelRetry() {
    clearTimeout(this.retry);
    this.retry = undefined;
    this.retryMs = this.options.retryMs;
  }
}
