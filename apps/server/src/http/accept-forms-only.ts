import { messages } from '@vitrina/contracts/messages';
import type { onRequestAsyncHookHandler } from 'fastify';
import { AppError } from '../errors/app-error';

export const FORM_CONTENT_TYPE = 'application/x-www-form-urlencoded';

/** "Application/JSON; charset=utf-8" → "application/json". */
const mediaTypeOf = (contentType: string) => contentType.split(';')[0]?.trim().toLowerCase();

/**
 * For routes that read an HTML form's encoding (login and password apply, as the console sends
 * them): any other declared body type is 415 before it is parsed. A request without a body type
 * goes on to validation, which names the missing fields.
 */
export const acceptFormsOnly: onRequestAsyncHookHandler = async (request) => {
  const contentType = request.headers['content-type'];
  if (contentType !== undefined && mediaTypeOf(contentType) !== FORM_CONTENT_TYPE) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', messages.http.unsupportedMediaType);
  }
};
