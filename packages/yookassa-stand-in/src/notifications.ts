import { Mailbox } from '@vitrina/bot-api-stand-in/mailbox';
import type { Payment, PaymentEvent } from './payment-object';
import type { Refund } from './refunds';
import type { Shop } from './shops';

export type NotificationEvent = PaymentEvent | 'refund.succeeded';

/** What ЮKassa posts: the object as it was when its status changed. */
export interface NotificationBody {
  type: 'notification';
  event: NotificationEvent;
  object: Payment | Refund;
}

/**
 * `sending`: being posted or waiting for a retry; `held`: kept back until released;
 * `dropped`: lost on purpose, never posted; `delivered`: answered 200; `abandoned`: not taken
 * within the retry period; `unsubscribed`: the shop had no notification URL.
 */
export type NotificationState =
  'sending' | 'held' | 'dropped' | 'delivered' | 'abandoned' | 'unsubscribed';

export interface Notification {
  readonly id: number;
  readonly shopId: string;
  readonly body: NotificationBody;
  readonly state: NotificationState;
  /** Posts made by delivery and its retries; replays are not counted. */
  readonly attempts: number;
}

/** One post to a notification URL, once its answer came or failed. */
export interface DeliveryAttempt {
  /** Undefined for a forged notification. */
  notificationId: number | undefined;
  url: string;
  body: unknown;
  /** The receiver's HTTP status; undefined when none came. */
  status: number | undefined;
  /** Why the post does not count as taken; undefined when it was answered 200. */
  failure: string | undefined;
}

export interface NotificationTiming {
  /** The pause before the first retry; it doubles up to `maxRetryMs`. */
  retryMs: number;
  maxRetryMs: number;
  /** How long after its event a notification is retried (ЮKassa: 24 hours). */
  retryForMs: number;
  /** How long a receiver may take to answer. */
  timeoutMs: number;
}

interface Outgoing {
  id: number;
  shopId: string;
  body: NotificationBody;
  state: NotificationState;
  attempts: number;
  shop: Shop;
  createdAt: number;
}

/** A timeout's name, a refused connection's code, or what fetch says went wrong. */
function describeFailure(error: unknown): string {
  if (error instanceof DOMException) return error.name;
  const cause = error instanceof Error ? error.cause : undefined;
  if (cause instanceof Error) return (cause as NodeJS.ErrnoException).code ?? cause.message;
  return error instanceof Error ? error.message : String(error);
}

/**
 * Posts each notification to its shop's URL until it is answered 200, as ЮKassa does: each on
 * its own (no order among them), retried after a growing pause for `retryForMs`. A test may hold
 * them back (the receiver is down), drop one (it is lost), replay one (ЮKassa repeats it) or
 * post a forged one.
 */
export class NotificationSender {
  private readonly outgoing: Outgoing[] = [];
  /** Every post, in the order their answers came. */
  readonly attempts = new Mailbox<DeliveryAttempt>();
  private holding = false;
  private toDrop = 0;
  private readonly retries = new Set<NodeJS.Timeout>();
  private readonly posting = new Set<Promise<unknown>>();
  private readonly closing = new AbortController();

  constructor(private readonly timing: NotificationTiming) {}

  get all(): readonly Notification[] {
    return this.outgoing;
  }

  send(shop: Shop, event: NotificationEvent, object: Payment | Refund): void {
    const notification: Outgoing = {
      id: this.outgoing.length + 1,
      shopId: shop.shopId,
      body: { type: 'notification', event, object },
      state: 'sending',
      attempts: 0,
      shop,
      createdAt: Date.now(),
    };
    this.outgoing.push(notification);
    if (!shop.notificationUrl) notification.state = 'unsubscribed';
    else if (this.toDrop > 0) {
      this.toDrop -= 1;
      notification.state = 'dropped';
    } else if (this.holding) notification.state = 'held';
    else this.deliver(notification);
  }

  hold() {
    this.holding = true;
  }

  release() {
    this.holding = false;
    for (const notification of this.outgoing) {
      if (notification.state === 'held') {
        notification.state = 'sending';
        this.deliver(notification);
      }
    }
  }

  dropNext() {
    this.toDrop += 1;
  }

  /** Posts a notification once more, as ЮKassa may repeat one; its state does not change. */
  async replay(notificationId: number): Promise<DeliveryAttempt> {
    const notification = this.outgoing[notificationId - 1];
    if (!notification) throw new Error(`there is no notification ${notificationId}`);
    return this.postOnce(notification.shop, notification.body, notificationId);
  }

  /** Posts `body` once to the shop's notification URL, as anyone who learns it could. */
  async forge(shop: Shop, body: unknown): Promise<DeliveryAttempt> {
    return this.postOnce(shop, body, undefined);
  }

  async close() {
    this.closing.abort();
    for (const retry of this.retries) clearTimeout(retry);
    await Promise.all(this.posting);
  }

  private deliver(notification: Outgoing) {
    const url = notification.shop.notificationUrl;
    if (!url) {
      notification.state = 'unsubscribed';
      return;
    }
    notification.attempts += 1;
    const delivered = this.post(url, notification.body).then((answer) => {
      if (answer.failure === undefined) notification.state = 'delivered';
      else this.retryLater(notification);
      const { id, body } = notification;
      this.attempts.push({ notificationId: id, url, body, ...answer });
    });
    this.track(delivered);
  }

  private retryLater(notification: Outgoing) {
    if (this.closing.signal.aborted) return;
    const { retryMs, maxRetryMs, retryForMs } = this.timing;
    const pause = Math.min(retryMs * 2 ** (notification.attempts - 1), maxRetryMs);
    if (Date.now() + pause - notification.createdAt > retryForMs) {
      notification.state = 'abandoned';
      return;
    }
    const retry = setTimeout(() => {
      this.retries.delete(retry);
      if (this.holding) notification.state = 'held';
      else this.deliver(notification);
    }, pause);
    this.retries.add(retry);
  }

  private async postOnce(shop: Shop, body: unknown, notificationId: number | undefined) {
    const url = shop.notificationUrl;
    if (!url) throw new Error(`shop ${shop.shopId} has no notification URL`);
    const answer = await this.track(this.post(url, body));
    const attempt: DeliveryAttempt = { notificationId, url, body, ...answer };
    this.attempts.push(attempt);
    return attempt;
  }

  private async post(url: string, body: unknown) {
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
        redirect: 'manual',
        signal: AbortSignal.any([AbortSignal.timeout(this.timing.timeoutMs), this.closing.signal]),
      });
      await response.arrayBuffer();
      // Only 200 takes a notification, whatever the body; any other answer is retried.
      const failure = response.status === 200 ? undefined : `HTTP ${response.status}`;
      return { status: response.status, failure };
    } catch (error) {
      return { status: undefined, failure: describeFailure(error) };
    }
  }

  private track<T>(promise: Promise<T>): Promise<T> {
    this.posting.add(promise);
    void promise.finally(() => this.posting.delete(promise));
    return promise;
  }
}
