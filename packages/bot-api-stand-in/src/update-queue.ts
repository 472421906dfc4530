import type { Update } from 'grammy/types';

export type UpdateType = Exclude<keyof Update, 'update_id'>;
/** The body of an update, without its id, which the queue gives. */
export type UpdateBody = Omit<Update, 'update_id'>;

/** What an empty `allowed_updates` stands for. */
const NOT_BY_DEFAULT: UpdateType[] = ['chat_member', 'message_reaction', 'message_reaction_count'];

interface LongPoll {
  limit: number;
  answer(updates: Update[] | Error): void;
}

/**
 * The bot's updates until confirmed: by a later getUpdates offset, or by a webhook's 2xx. One
 * getUpdates waits at a time, answered as soon as an update arrives; an update answered to a
 * connection that went away stays pending until an offset confirms it.
 */
export class UpdateQueue {
  private pending: Update[] = [];
  private nextId = 1000;
  private allowed: UpdateType[] | undefined;
  private poll: LongPoll | undefined;
  private readonly added = new Set<() => void>();
  private readonly pollStarted = new Set<() => void>();

  get updates(): readonly Update[] {
    return this.pending;
  }

  get allowedUpdates(): UpdateType[] | undefined {
    return this.allowed;
  }

  /** A change applies to updates made from now on, as Telegram's note says. */
  allow(types: UpdateType[] | undefined) {
    if (types) this.allowed = types;
  }

  /** Queues the update, unless its type is not allowed; answers the waiting poll. */
  add(body: UpdateBody): Update | undefined {
    const [type] = Object.keys(body) as UpdateType[];
    if (!type || !this.isAllowed(type)) return undefined;
    const update = { update_id: this.nextId++, ...body } as Update;
    this.pending.push(update);
    if (this.poll) this.answerPoll(this.take(this.poll.limit));
    for (const listener of this.added) listener();
    return update;
  }

  /** `offset` confirms every update before it; a negative one keeps only the last -offset. */
  confirm(offset: number | undefined) {
    if (!offset) return;
    this.pending =
      offset > 0
        ? this.pending.filter((update) => update.update_id >= offset)
        : this.pending.slice(offset);
  }

  take(limit: number): Update[] {
    return this.pending.slice(0, limit);
  }

  first(): Update | undefined {
    return this.pending[0];
  }

  dropAll() {
    this.pending = [];
  }

  /**
   * Waits for updates until `timeoutSeconds` pass or one arrives; `gone` is aborted when the
   * caller's connection closes, which ends the wait without answering.
   */
  waitFor(limit: number, timeoutSeconds: number, gone: AbortSignal): Promise<Update[]> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => end([]), timeoutSeconds * 1000);
      const end = (updates: Update[] | Error) => {
        clearTimeout(timer);
        gone.removeEventListener('abort', leave);
        if (this.poll === poll) this.poll = undefined;
        if (updates instanceof Error) reject(updates);
        else resolve(updates);
      };
      const poll: LongPoll = { limit, answer: end };
      const leave = () => end([]);
      gone.addEventListener('abort', leave);
      this.poll = poll;
      for (const listener of this.pollStarted) listener();
    });
  }

  /** Answers a waiting getUpdates at once: with nothing, or refused (a newer call, a webhook). */
  endPoll(refusal?: Error) {
    this.answerPoll(refusal ?? []);
  }

  get polling(): boolean {
    return this.poll !== undefined;
  }

  /** Calls `listener` whenever an update is queued; returns the way to stop. */
  onAdded(listener: () => void): () => void {
    this.added.add(listener);
    return () => this.added.delete(listener);
  }

  /** Resolves once a getUpdates waits, at once when one does. */
  whenPolling(): Promise<void> {
    if (this.polling) return Promise.resolve();
    return new Promise((resolve) => {
      const started = () => {
        this.pollStarted.delete(started);
        resolve();
      };
      this.pollStarted.add(started);
    });
  }

  private isAllowed(type: UpdateType): boolean {
    const allowed = this.allowed ?? [];
    return allowed.length === 0 ? !NOT_BY_DEFAULT.includes(type) : allowed.includes(type);
  }

  private answerPoll(updates: Update[] | Error) {
    this.poll?.answer(updates);
  }
}
