import { z } from 'zod';
import { keptSecret } from './kept-secret';
import { integerBetween, urlWithProtocols, type VariablesOf } from './variable-rules';

export interface PaymentsSettings {
  /** ЮKassa's API: theirs, or a local one in tests. No trailing slash. */
  yookassaApiRoot: string;
  /**
   * What the shops' payment keys are encrypted with at rest. Every process of one database needs
   * the same: set PAYMENTS_SECRET, or share DATA_DIR, where one is kept when it is unset.
   */
  secret: string;
  /** How long an order paid online keeps its stock unpaid; then it is «Не оплачена». */
  holdMinutes: number;
  /** How often payments no notification settled are asked about, ms. */
  pollIntervalMs: number;
}

export const DEFAULT_PAYMENT_HOLD_MINUTES = 30;
export const DEFAULT_PAYMENTS_POLL_INTERVAL_MS = 60_000;

export const paymentsVariables = {
  YOOKASSA_API_ROOT: urlWithProtocols(['https:', 'http:']).default('https://api.yookassa.ru'),
  PAYMENTS_SECRET: z.string().min(32, 'must be at least 32 characters long').optional(),
  PAYMENT_HOLD_MINUTES: integerBetween(5, 7 * 24 * 60).default(DEFAULT_PAYMENT_HOLD_MINUTES),
  PAYMENTS_POLL_INTERVAL_MS: integerBetween(1000, 3_600_000).default(
    DEFAULT_PAYMENTS_POLL_INTERVAL_MS,
  ),
};

export function readPaymentsSettings(
  variables: VariablesOf<typeof paymentsVariables>,
  dataDir: string,
): PaymentsSettings {
  return {
    yookassaApiRoot: variables.YOOKASSA_API_ROOT.replace(/\/+$/, ''),
    secret:
      variables.PAYMENTS_SECRET ?? keptSecret(dataDir, 'payments-secret', 'the payments secret'),
    holdMinutes: variables.PAYMENT_HOLD_MINUTES,
    pollIntervalMs: variables.PAYMENTS_POLL_INTERVAL_MS,
  };
}
