import { messages } from '@vitrina/contracts/messages';

/**
 * What went wrong, in the terms of the application rather than of a transport: services and
 * infrastructure throw these, and `http/error-handler` maps each code to its status.
 */
export type AppErrorCode =
  | 'BAD_REQUEST'
  | 'UNAUTHORIZED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'PAYLOAD_TOO_LARGE'
  | 'UNSUPPORTED_MEDIA_TYPE'
  | 'UNPROCESSABLE'
  | 'TOO_MANY_REQUESTS'
  /** The server could not do what was asked, and the detail says so in the caller's words. */
  | 'INTERNAL'
  /** A provider the call needed (a payment provider) did not answer, or answered with an error. */
  | 'BAD_GATEWAY';

/**
 * An expected failure whose detail the caller may read; `facts`, when given, go into the answer
 * beside the detail: what the caller needs to try again (a 409's price now).
 */
export class AppError extends Error {
  override name = 'AppError';

  constructor(
    readonly code: AppErrorCode,
    readonly detail: string,
    readonly facts?: Record<string, unknown>,
  ) {
    super(detail);
  }
}

/** Missing, or owned by someone else: both answer the same 404. */
export class NotFoundError extends AppError {
  constructor(detail: string = messages.http.notFound) {
    super('NOT_FOUND', detail);
  }
}

/** Too many attempts in a rate-limit window; `retryAfterSeconds` tells when the next is counted. */
export class TooManyRequestsError extends AppError {
  constructor(
    readonly retryAfterSeconds: number,
    detail: string = messages.auth.tooManyAttempts,
  ) {
    super('TOO_MANY_REQUESTS', detail);
  }
}
