import type { ResponseParameters } from 'grammy/types';

/** A refusal as the Bot API answers it; the HTTP status is its `error_code`. */
export interface BotApiError {
  error_code: number;
  description: string;
  parameters?: ResponseParameters;
}

/** Thrown by a method to answer its call with a refusal. */
export class BotApiFailure extends Error {
  override name = 'BotApiFailure';

  constructor(readonly answer: BotApiError) {
    super(answer.description);
  }
}

const failure = (error_code: number, prefix: string) => (what: string) =>
  new BotApiFailure({ error_code, description: `${prefix}: ${what}` });

export const badRequest = failure(400, 'Bad Request');
export const forbidden = failure(403, 'Forbidden');
export const conflict = failure(409, 'Conflict');

export const UNAUTHORIZED: BotApiError = { error_code: 401, description: 'Unauthorized' };
export const NOT_FOUND: BotApiError = { error_code: 404, description: 'Not Found' };
