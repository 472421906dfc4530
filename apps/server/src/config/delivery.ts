import { integerBetween, type VariablesOf } from './variable-rules';

/** The outbox workers of this process (decision 20). */
export interface DeliverySettings {
  /** Messages this process delivers at once; 0 runs no worker here, leaving delivery to others. */
  concurrency: number;
  /** How often an idle worker looks for due messages; a local enqueue wakes it at once. */
  pollIntervalMs: number;
  /** Tries of one message before it fails for good. */
  maxAttempts: number;
  /** How long a try holds its message; a try still unrecorded by then is taken as lost. */
  leaseSeconds: number;
}

export const DEFAULT_DELIVERY_SETTINGS: DeliverySettings = {
  concurrency: 8,
  pollIntervalMs: 5000,
  maxAttempts: 10,
  // Longer than a handler's slowest try: SMTP gets 10 s to connect and greet and 20 s of silence.
  leaseSeconds: 120,
};

export const deliveryVariables = {
  DELIVERY_CONCURRENCY: integerBetween(0, 100).default(DEFAULT_DELIVERY_SETTINGS.concurrency),
  DELIVERY_POLL_INTERVAL_MS: integerBetween(100, 3_600_000).default(
    DEFAULT_DELIVERY_SETTINGS.pollIntervalMs,
  ),
  DELIVERY_MAX_ATTEMPTS: integerBetween(1, 100).default(DEFAULT_DELIVERY_SETTINGS.maxAttempts),
  DELIVERY_LEASE_SECONDS: integerBetween(30, 3600).default(DEFAULT_DELIVERY_SETTINGS.leaseSeconds),
};

export function readDeliverySettings(
  variables: VariablesOf<typeof deliveryVariables>,
): DeliverySettings {
  return {
    concurrency: variables.DELIVERY_CONCURRENCY,
    pollIntervalMs: variables.DELIVERY_POLL_INTERVAL_MS,
    maxAttempts: variables.DELIVERY_MAX_ATTEMPTS,
    leaseSeconds: variables.DELIVERY_LEASE_SECONDS,
  };
}
