import type { IncomingHttpHeaders } from 'node:http';
import { answerApiCall, errorAnswer, type ApiAnswer, type ApiState } from './api';
import { matchRoute } from './api-routes';
import { answerCheckout, CHECKOUT_PATH, type PageAnswer } from './checkout-page';
import { errorOf, type ErrorCode } from './errors';

export interface HttpReply {
  status: number;
  headers: Record<string, string>;
  body?: string;
}

/** What a test planned for the next call of a route: an error instead, or a lost answer. */
export type Fault = ErrorCode | 'lose';

export interface Incoming {
  method: string;
  target: URL;
  headers: IncomingHttpHeaders;
  text: string;
}

export interface Dispatched {
  /** The route, as the reference names it; method and path when no route matched. */
  route: string;
  /** `lose`: the call was carried out, and its answer must not reach the caller. */
  reply: HttpReply | 'lose';
}

export const jsonReply = ({ status, body }: ApiAnswer): HttpReply =>
  body === undefined
    ? { status, headers: {} }
    : {
        status,
        headers: { 'content-type': 'application/json; charset=utf-8' },
        body: JSON.stringify(body),
      };

const htmlReply = ({ status, html, location }: PageAnswer): HttpReply => ({
  status,
  headers: { 'content-type': 'text/html; charset=utf-8', ...(location && { location }) },
  body: html,
});

/** Sends a request to the confirmation page or to its API route, with any planned fault. */
export function dispatch(
  { method, target, headers, text }: Incoming,
  state: ApiState,
  faults: Map<string, Fault[]>,
): Dispatched {
  const path = target.pathname;
  if (path === CHECKOUT_PATH) {
    const form = new URLSearchParams(method === 'POST' ? text : '');
    const page = answerCheckout(method, target, form, state.payments);
    return { route: `${method} ${CHECKOUT_PATH}`, reply: htmlReply(page) };
  }
  const route = matchRoute(method, path);
  if (route === 404 || route === 405) {
    const answer =
      route === 404
        ? errorAnswer(errorOf('not_found', 'Not found'))
        : { status: 405, body: undefined };
    return { route: `${method} ${path}`, reply: jsonReply(answer) };
  }
  const fault = faults.get(route.name)?.shift();
  if (fault && fault !== 'lose') {
    const error = errorOf(fault, `Answered ${fault} as the test planned`);
    return { route: route.name, reply: jsonReply(errorAnswer(error)) };
  }
  const answer = answerApiCall({ method, path, headers, body: text }, route, state);
  return { route: route.name, reply: fault === 'lose' ? 'lose' : jsonReply(answer) };
}
