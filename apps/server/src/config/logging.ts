import { z } from 'zod';
import type { VariablesOf } from './variable-rules';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

export type LogLevel = (typeof LOG_LEVELS)[number];

export const loggingVariables = {
  LOG_LEVEL: z.enum(LOG_LEVELS, `must be one of ${LOG_LEVELS.join(', ')}`).default('info'),
};

export function readLogLevel(variables: VariablesOf<typeof loggingVariables>): LogLevel {
  return variables.LOG_LEVEL;
}
