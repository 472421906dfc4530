import { z } from 'zod';
import type { VariablesOf } from './variable-rules';

export interface MetricsSettings {
  /**
   * The bearer token a scraper sends to GET /metrics; without it the route answers 404, as if
   * absent, and nothing is measured.
   */
  token: string | undefined;
}

/** Long enough that guessing it over HTTP is hopeless; `openssl rand -hex 32` gives 64. */
const MIN_TOKEN_LENGTH = 16;

export const metricsVariables = {
  METRICS_TOKEN: z
    .string()
    .min(MIN_TOKEN_LENGTH, `must be at least ${MIN_TOKEN_LENGTH} characters long`)
    // It travels in a header: a space or a control character would never match what is sent.
    .regex(/^[\x21-\x7e]+$/, 'must be printable ASCII without spaces')
    .optional(),
};

export function readMetricsSettings(
  variables: VariablesOf<typeof metricsVariables>,
): MetricsSettings {
  return { token: variables.METRICS_TOKEN };
}
