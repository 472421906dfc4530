import type { IncomingHttpHeaders } from 'node:http';
import type { MatchedRoute } from './api-routes';
import { ApiFailure, invalidRequest, STATUS_OF, type YookassaError } from './errors';
import { readIdempotenceKey, type IdempotenceKeys } from './idempotence';
import { canonicalJson, isRecord } from './json';
import type { Payments } from './payments';
import type { Refunds } from './refunds';
import type { ShopRegistry } from './shops';

export interface ApiCall {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface ApiAnswer {
  status: number;
  /** Undefined for the statuses ЮKassa answers without a body (405, 415). */
  body: unknown;
}

export interface ApiState {
  shops: ShopRegistry;
  payments: Payments;
  refunds: Refunds;
  idempotence: IdempotenceKeys<ApiAnswer>;
}

// ЮKassa's own words for a wrong shopId or secret key.
const WRONG_CREDENTIALS =
  'Error in shopId or secret key. Check their validity. You can reissue the key in the Merchant Profile';

export const errorAnswer = (error: YookassaError): ApiAnswer => ({
  status: STATUS_OF[error.code],
  body: error,
});

function readBody(call: ApiCall): Record<string, unknown> {
  if (call.body.trim() === '') return {};
  let body: unknown;
  try {
    body = JSON.parse(call.body);
  } catch {
    throw invalidRequest('The request body is not valid JSON');
  }
  if (!isRecord(body)) throw invalidRequest('The request body must be a JSON object');
  return body;
}

const isJson = (call: ApiCall) =>
  call.body.trim() === '' || (call.headers['content-type'] ?? '').startsWith('application/json');

/**
 * Answers a call as ЮKassa does: Basic credentials first, then for a POST a JSON body and its
 * Idempotence-Key, whose first successful answer is given again to the same call.
 */
export function answerApiCall(call: ApiCall, route: MatchedRoute, state: ApiState): ApiAnswer {
  try {
    const shop = state.shops.authenticate(call.headers.authorization);
    if (!shop) throw new ApiFailure('invalid_credentials', WRONG_CREDENTIALS, 'Authorization');
    const context = { shop, id: route.id, payments: state.payments, refunds: state.refunds };
    if (route.method === 'GET')
      return { status: 200, body: route.handle({ ...context, body: {} }) };
    if (!isJson(call)) return { status: 415, body: undefined };
    const body = readBody(call);
    const key = readIdempotenceKey(call.headers['idempotence-key']);
    const request = `${call.path}\n${canonicalJson(body)}`;
    const kept = state.idempotence.recall(shop.shopId, key, request);
    if (kept) return kept;
    const answer = { status: 200, body: route.handle({ ...context, body }) };
    state.idempotence.keep(shop.shopId, key, request, answer);
    return answer;
  } catch (error) {
    if (error instanceof ApiFailure) return errorAnswer(error.error);
    throw error;
  }
}
