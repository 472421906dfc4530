import { WEBHOOK_LIMITS, webhookFailures } from '@vitrina/contracts/webhooks';
import type { PageFetchError, PostAnswer } from '../../infra/page-fetcher/page-fetcher';
import { RETRY_CAP_MS, type DeliveryOutcome } from '../delivery/delivery.service';

/** What a try makes of its delivery, and what the log keeps of it. */
export interface TryResult {
  outcome: DeliveryOutcome;
  statusCode: number | null;
  excerpt: string | null;
}

/** Busy or broken for now: tried again after the backoff. */
const TRANSIENT_STATUSES = new Set([408, 429]);

const isRedirect = (status: number) => status >= 300 && status < 400;
const isTransient = (status: number) => status >= 500 || TRANSIENT_STATUSES.has(status);

/**
 * The start of the answer as text, for the log: PostgreSQL keeps no NUL, and a cut character is
 * decoded as U+FFFD.
 */
function excerptOf(body: Buffer): string | null {
  const text = new TextDecoder('utf-8').decode(body).replaceAll('\u0000', '');
  return text.slice(0, WEBHOOK_LIMITS.excerptLength) || null;
}

/**
 * The wait a receiver's Retry-After asks for (seconds, or an HTTP date) from `now`, at most the
 * backoff's own cap, so a receiver cannot park a delivery for days; undefined when there is none
 * to heed.
 */
export function retryAfterMs(value: string | null, now: Date): number | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  const ms = /^\d+$/.test(text) ? Number(text) * 1000 : Date.parse(text) - now.getTime();
  return Number.isFinite(ms) && ms > 0 ? Math.min(ms, RETRY_CAP_MS) : undefined;
}

/**
 * A 2xx delivers; 408, 429 and 5xx are the receiver's passing trouble and are tried again, not
 * before its Retry-After; a redirect is not followed (the merchant fixes the address) and
 * another 4xx says the receiver will not take this body, so both end the delivery (decision 73).
 */
export function answerResult({ status, body, retryAfter }: PostAnswer, now: Date): TryResult {
  const seen = { statusCode: status, excerpt: excerptOf(body) };
  if (status >= 200 && status < 300) return { ...seen, outcome: { type: 'delivered' } };
  if (isTransient(status)) {
    const reason = webhookFailures.status(status);
    const afterMs = retryAfterMs(retryAfter, now);
    return { ...seen, outcome: { type: 'retry', reason, ...(afterMs && { afterMs }) } };
  }
  const reason = isRedirect(status)
    ? webhookFailures.redirected(status)
    : webhookFailures.status(status);
  return { ...seen, outcome: { type: 'failed', reason } };
}

/**
 * No answer: the network's trouble (no connection, the deadline passed) is tried again; an
 * address that now leads inside is not.
 */
export function refusalResult(error: PageFetchError): TryResult {
  const none = { statusCode: null, excerpt: null };
  switch (error.reason) {
    case 'ADDRESS':
    case 'PORT':
    case 'SCHEME':
      return { ...none, outcome: { type: 'failed', reason: webhookFailures.refused } };
    case 'TIMEOUT':
      return { ...none, outcome: { type: 'retry', reason: webhookFailures.timeout } };
    default:
      return { ...none, outcome: { type: 'retry', reason: webhookFailures.unreachable } };
  }
}
