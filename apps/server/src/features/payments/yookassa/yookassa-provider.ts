import { z } from 'zod';
import type { Logger } from '../../../logger';
import {
  PaymentProviderError,
  type PaymentProvider,
  type ProviderAccount,
  type ProviderCredentials,
} from '../payment-provider';
import { isYookassaId, paymentBody, readPayment, readRefund, refundBody } from './yookassa-objects';

/** A merchant or a buyer waits for the answer: past this ЮKassa counts as unreachable. */
const CALL_TIMEOUT_MS = 10_000;

/** ЮKassa's error body; code paths go by `code` and the status, never by the description. */
const errorSchema = z.object({
  type: z.literal('error'),
  id: z.string(),
  code: z.string(),
  /** The parameter at fault, e.g. `receipt.items`: names a field, never its value. */
  parameter: z.string().optional(),
});

/** What `GET /v3/me` tells of the shop the keys open. */
const accountSchema = z.object({ account_id: z.string(), test: z.boolean() });

/** A POST's JSON body and its key: ЮKassa answers a repeated key with the first call's answer. */
interface Post {
  body: unknown;
  idempotenceKey: string;
}

interface YookassaDeps {
  /** YOOKASSA_API_ROOT, without a trailing slash. */
  apiRoot: string;
  logger: Logger;
}

const basicAuth = ({ shopId, secretKey }: ProviderCredentials) =>
  `Basic ${Buffer.from(`${shopId}:${secretKey}`).toString('base64')}`;

/**
 * Refuses a payment id not shaped as ЮKassa's. Ids come back in notifications anyone may post,
 * so a forged one must not make the server call another path with the shop's key.
 */
function checkPaymentId(paymentId: string): void {
  if (!isYookassaId(paymentId)) {
    throw new PaymentProviderError('FAILED', 'a payment id not shaped as ЮKassa gives them');
  }
}

/** A network failure's words: fetch says only «fetch failed», its cause says why. */
function networkFailure(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause instanceof Error ? error.cause : undefined;
  const code = cause && 'code' in cause ? String(cause.code) : undefined;
  return [error.message, code ?? cause?.message].filter(Boolean).join(': ');
}

/**
 * ЮKassa over its HTTP API: Basic auth with the shop's shopId and secret key on every call. The
 * API root is the operator's setting, not a merchant's, so calls go by plain fetch, not through
 * the guarded fetcher of merchants' pages; redirects are not followed, so the key never leaves
 * for another address.
 */
export function createYookassaProvider({ apiRoot, logger }: YookassaDeps): PaymentProvider {
  async function call(
    credentials: ProviderCredentials,
    path: string,
    post?: Post,
  ): Promise<unknown> {
    const postHeaders = post && {
      'content-type': 'application/json',
      'idempotence-key': post.idempotenceKey,
    };
    const response = await fetch(`${apiRoot}${path}`, {
      method: post ? 'POST' : 'GET',
      headers: {
        authorization: basicAuth(credentials),
        accept: 'application/json',
        ...postHeaders,
      },
      body: post && JSON.stringify(post.body),
      redirect: 'manual',
      signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
    }).catch((error: unknown) => {
      logger.warn({ path, reason: networkFailure(error) }, 'ЮKassa could not be reached');
      throw new PaymentProviderError('UNREACHABLE', networkFailure(error));
    });
    const body: unknown = await response.json().catch(() => undefined);
    if (response.ok) return body;
    const { code, id, parameter } = errorSchema.safeParse(body).data ?? {};
    if (response.status === 401) {
      throw new PaymentProviderError('CREDENTIALS_REFUSED', `${response.status} ${code}`);
    }
    // ЮKassa's id of the error is what its support desk asks for.
    logger.warn(
      { path, status: response.status, code, parameter, errorId: id },
      'ЮKassa refused a call',
    );
    throw new PaymentProviderError(
      'FAILED',
      `${response.status} ${code ?? 'without an error body'}${parameter ? ` (${parameter})` : ''}`,
    );
  }

  /** The answer read as `what`; an answer that is not one is a failure of the provider. */
  function answerAs<T>(
    read: (answer: unknown) => T | undefined,
    answer: unknown,
    path: string,
    what: string,
  ): T {
    const object = read(answer);
    if (object !== undefined) return object;
    logger.warn({ path }, `ЮKassa answered what is not ${what}`);
    throw new PaymentProviderError('FAILED', `an answer that is not ${what}`);
  }

  return {
    id: 'yookassa',

    async checkCredentials(credentials): Promise<ProviderAccount> {
      const path = '/v3/me';
      const read = (answer: unknown) => accountSchema.safeParse(answer).data;
      const account = answerAs(read, await call(credentials, path), path, 'an account');
      return { test: account.test };
    },

    async createPayment(credentials, request) {
      const path = '/v3/payments';
      const post = { body: paymentBody(request), idempotenceKey: request.idempotenceKey };
      return answerAs(readPayment, await call(credentials, path, post), path, 'a payment');
    },

    async getPayment(credentials, paymentId) {
      checkPaymentId(paymentId);
      const path = `/v3/payments/${encodeURIComponent(paymentId)}`;
      return answerAs(readPayment, await call(credentials, path), path, 'a payment');
    },

    async createRefund(credentials, request) {
      checkPaymentId(request.paymentId);
      const path = '/v3/refunds';
      const post = { body: refundBody(request), idempotenceKey: request.idempotenceKey };
      return answerAs(readRefund, await call(credentials, path, post), path, 'a refund');
    },
  };
}
