import type {
  FastifyError,
  FastifyReply,
  FastifyRequest,
  FastifySchemaValidationError,
} from 'fastify';
import { AppError, TooManyRequestsError, type AppErrorCode } from '../errors/app-error';
import { messages } from '@vitrina/contracts/messages';
import { describeQueryFailure, type QueryFailure } from '../db/query-failure';

interface FieldError {
  field: string;
  message: string;
}

interface ErrorBody {
  detail: string;
  errors?: FieldError[];
  [fact: string]: unknown;
}

interface ErrorReply {
  status: number;
  body: ErrorBody;
}

/** The one table from an application error to its HTTP status. */
const STATUS_BY_CODE: Record<AppErrorCode, number> = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  UNPROCESSABLE: 422,
  TOO_MANY_REQUESTS: 429,
  INTERNAL: 500,
  BAD_GATEWAY: 502,
};

/** Fastify's own request errors whose English text the console would show as is. */
const FRAMEWORK_ERRORS: Record<string, ErrorReply> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, body: { detail: messages.http.malformedJson } },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, body: { detail: messages.http.malformedJson } },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    body: { detail: messages.http.unsupportedMediaType },
  },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, body: { detail: messages.http.bodyTooLarge } },
  FST_ERR_BAD_URL: { status: 400, body: { detail: messages.http.malformedUrl } },
};

const INTERNAL_ERROR: ErrorReply = { status: 500, body: { detail: messages.http.internalError } };

/**
 * SQLSTATEs of a value PostgreSQL cannot take as it was sent. Payload rules should refuse each
 * first; when one slips through, the client still hears 422 rather than 500.
 */
const REFUSED_VALUE_CODES = new Set([
  '22021', // character_not_in_repertoire: U+0000 in text
  '22P05', // untranslatable_character
  '22001', // string_data_right_truncation: longer than its column
  '22P02', // invalid_text_representation: not a number, uuid or enum value
]);

const VALUE_REFUSED: ErrorReply = { status: 422, body: { detail: messages.http.valueRefused } };

/** "items.0.title" for a nested field, the field's name for a top-level one. */
function fieldName(issue: FastifySchemaValidationError, context: string | undefined): string {
  const path = issue.instancePath.split('/').filter(Boolean).join('.');
  return path || (context ?? '');
}

function validationFailure(
  issues: FastifySchemaValidationError[],
  context: string | undefined,
): ErrorReply {
  const errors = issues.map((issue) => ({
    field: fieldName(issue, context),
    message: issue.message ?? messages.http.validationFailed,
  }));
  return {
    status: 422,
    body: { detail: errors[0]?.message ?? messages.http.validationFailed, errors },
  };
}

function isClientErrorStatus(status: number | undefined): status is number {
  return status !== undefined && status >= 400 && status < 500;
}

function queryFailureReply(failure: QueryFailure): ErrorReply {
  return failure.code && REFUSED_VALUE_CODES.has(failure.code) ? VALUE_REFUSED : INTERNAL_ERROR;
}

function toErrorReply(error: unknown, failure: QueryFailure | undefined): ErrorReply {
  if (error instanceof AppError) {
    return { status: STATUS_BY_CODE[error.code], body: { ...error.facts, detail: error.detail } };
  }
  if (failure) return queryFailureReply(failure);
  if (!(error instanceof Error)) return INTERNAL_ERROR;
  const fastifyError = error as FastifyError;
  if (fastifyError.validation) {
    return validationFailure(fastifyError.validation, fastifyError.validationContext);
  }
  const known = FRAMEWORK_ERRORS[fastifyError.code];
  if (known) return known;
  // Other 4xx errors come from Fastify and its plugins, whose messages are plain and safe to show.
  if (isClientErrorStatus(fastifyError.statusCode)) {
    return { status: fastifyError.statusCode, body: { detail: error.message } };
  }
  return INTERNAL_ERROR;
}

/**
 * Server failures are logged with their error; a failed query only by its description, since its
 * error holds the values sent with it. A value the database refused is logged too: the payload
 * rules missed it.
 */
function logFailure(
  request: FastifyRequest,
  error: unknown,
  failure: QueryFailure | undefined,
  status: number,
) {
  if (!failure) {
    if (status >= 500) request.log.error({ err: error }, 'Request failed');
  } else if (status >= 500) {
    request.log.error({ failedQuery: failure }, 'Request failed: a query failed');
  } else {
    request.log.warn({ failedQuery: failure }, 'The database refused a value');
  }
}

/**
 * The one error handler: `{ detail }` (and an application error's facts) with the right status,
 * and never a stack in a body.
 */
export function handleError(error: unknown, request: FastifyRequest, reply: FastifyReply) {
  const failure = error instanceof AppError ? undefined : describeQueryFailure(error);
  const { status, body } = toErrorReply(error, failure);
  if (error instanceof TooManyRequestsError) {
    reply.header('retry-after', String(error.retryAfterSeconds));
  }
  logFailure(request, error, failure, status);
  return reply.code(status).send(body);
}
