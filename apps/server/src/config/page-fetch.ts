import { z } from 'zod';
import type { VariablesOf } from './variable-rules';

export interface PageFetchSettings {
  /** Lets the guarded fetcher reach private addresses: for tests only. */
  allowPrivate: boolean;
}

export const pageFetchVariables = {
  ALLOW_PRIVATE_FETCH: z.literal('1', 'must be 1 or unset').optional(),
};

export function readPageFetchSettings(
  variables: VariablesOf<typeof pageFetchVariables>,
): PageFetchSettings {
  return { allowPrivate: variables.ALLOW_PRIVATE_FETCH === '1' };
}
