import { randomUUID } from 'node:crypto';

export type ErrorCode =
  | 'invalid_request'
  | 'invalid_credentials'
  | 'forbidden'
  | 'not_found'
  | 'too_many_requests'
  | 'internal_server_error';

/** An error as ЮKassa answers it; the HTTP status follows from its code. */
export interface YookassaError {
  type: 'error';
  /** ЮKassa's id for the support desk: a new one each time. */
  id: string;
  code: ErrorCode;
  description: string;
  /** The header or body parameter at fault. */
  parameter?: string;
}

export const STATUS_OF: Record<ErrorCode, number> = {
  invalid_request: 400,
  invalid_credentials: 401,
  forbidden: 403,
  not_found: 404,
  too_many_requests: 429,
  internal_server_error: 500,
};

export function errorOf(code: ErrorCode, description: string, parameter?: string): YookassaError {
  return { type: 'error', id: randomUUID(), code, description, ...(parameter && { parameter }) };
}

/** Thrown while a call is read or handled, to answer it with an error. */
export class ApiFailure extends Error {
  override name = 'ApiFailure';
  readonly error: YookassaError;

  constructor(code: ErrorCode, description: string, parameter?: string) {
    super(description);
    this.error = errorOf(code, description, parameter);
  }
}

export const invalidRequest = (description: string, parameter?: string) =>
  new ApiFailure('invalid_request', description, parameter);

export const notFound = (description: string, parameter?: string) =>
  new ApiFailure('not_found', description, parameter);
