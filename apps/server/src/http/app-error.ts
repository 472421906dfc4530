import { messages } from '@vitrina/contracts/messages';

/** The one table from a typed error to its HTTP status. */
const STATUS_BY_CODE = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  UNSUPPORTED_MEDIA_TYPE: 415,
  UNPROCESSABLE: 422,
  TOO_MANY_REQUESTS: 429,
} as const;

export type AppErrorCode = keyof typeof STATUS_BY_CODE;

/** An expected failure that services throw; the error handler answers `{ detail }` with its status. */
export class AppError extends Error {
  override name = 'AppError';
  readonly status: number;

  constructor(
    readonly code: AppErrorCode,
    readonly detail: string,
  ) {
    super(detail);
    this.status = STATUS_BY_CODE[code];
  }
}

/** Missing, or owned by someone else: both answer the same 404. */
export class NotFoundError extends AppError {
  constructor(detail: string = messages.http.notFound) {
    super('NOT_FOUND', detail);
  }
}

/** Too many attempts in a rate-limit window; Retry-After tells when the next one is counted. */
export class TooManyRequestsError extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super('TOO_MANY_REQUESTS', messages.auth.tooManyAttempts);
  }
}
