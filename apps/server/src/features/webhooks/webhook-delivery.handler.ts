import { WEBHOOK_LIMITS, webhookFailures } from '@vitrina/contracts/webhooks';
import type { Clock } from '../../infra/clock';
import { PageFetchError, type PageFetcher } from '../../infra/page-fetcher/page-fetcher';
import { shopOf, type MessageDefinition } from '../delivery/delivery.service';
import { answerResult, refusalResult, type TryResult } from './webhook-outcome';
import { webhookDelivery } from './webhook-queue';
import type { Sending, WebhookSending } from './webhook-sending';

interface WebhookHandlerDeps {
  sending: Pick<WebhookSending, 'toSend' | 'recordAttempt'>;
  /** The guarded fetcher: each try checks the address again and connects to what it checked. */
  fetcher: Pick<PageFetcher, 'post'>;
  /** What an HTTP date in a receiver's Retry-After is counted from. */
  now: Clock;
}

/** A try that sent nothing: why, as the log says it. */
const UNSENT: Record<Exclude<Sending['state'], 'ready' | 'gone'>, string> = {
  disabled: webhookFailures.endpointDisabled,
  unreadable: webhookFailures.secretUnreadable,
};

async function post(
  { fetcher, now }: Omit<WebhookHandlerDeps, 'sending'>,
  { url, body, headers }: Extract<Sending, { state: 'ready' }>,
): Promise<TryResult> {
  const request = {
    body,
    headers,
    timeoutMs: WEBHOOK_LIMITS.timeoutMs,
    maxAnswerBytes: WEBHOOK_LIMITS.answerReadBytes,
  };
  try {
    return answerResult(await fetcher.post(url, request), now());
  } catch (error) {
    if (error instanceof PageFetchError) return refusalResult(error);
    throw error;
  }
}

/**
 * Delivers an event to its address (decision 73): the body signed with the address's secret,
 * POSTed through the guarded fetcher; every try is written into the delivery's log with the
 * receiver's status and the start of its answer.
 */
export function webhookMessages({ sending, ...posting }: WebhookHandlerDeps): MessageDefinition[] {
  return [
    webhookDelivery.deliveredBy(async (attempt) => {
      const { deliveryId } = attempt.payload;
      const request = await sending.toSend(shopOf(attempt), deliveryId);
      if (request.state === 'gone') {
        return { type: 'failed', reason: webhookFailures.endpointDeleted };
      }
      const tried = { deliveryId, attempt: attempt.attempt };
      if (request.state !== 'ready') {
        const reason = UNSENT[request.state];
        const unsent = { statusCode: null, excerpt: null, error: reason, durationMs: 0 };
        await sending.recordAttempt({ ...tried, ...unsent });
        return { type: 'failed', reason };
      }
      const started = performance.now();
      const result = await post(posting, request);
      const durationMs = Math.round(performance.now() - started);
      const error = result.outcome.type === 'delivered' ? null : result.outcome.reason;
      const { statusCode, excerpt } = result;
      await sending.recordAttempt({ ...tried, statusCode, excerpt, error, durationMs });
      return result.outcome;
    }),
  ];
}
