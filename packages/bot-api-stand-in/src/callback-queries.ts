import { badRequest } from './errors';

/** What the bot answered to a pressed button (answerCallbackQuery). */
export interface CallbackAnswer {
  text?: string;
  show_alert: boolean;
  url?: string;
}

/** Pressed buttons waiting for the bot's answerCallbackQuery. */
export class CallbackQueries {
  private lastId = 7_000_000_000;
  private readonly unanswered = new Map<string, (answer: CallbackAnswer) => void>();

  open(): { id: string; answered: Promise<CallbackAnswer> } {
    const id = String(++this.lastId);
    const answered = new Promise<CallbackAnswer>((resolve) => this.unanswered.set(id, resolve));
    return { id, answered };
  }

  answer(id: string, answer: CallbackAnswer) {
    const resolve = this.unanswered.get(id);
    if (!resolve) {
      throw badRequest('query is too old and response timeout expired or query ID is invalid');
    }
    this.unanswered.delete(id);
    resolve(answer);
  }
}
