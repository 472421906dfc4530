import { pino, type DestinationStream, type Logger } from 'pino';
import type { LogLevel } from './config/logging';

export type { Logger };

/** JSON lines on stdout (or on `destination`, which tests use to read what was logged). */
export function createLogger(level: LogLevel, destination?: DestinationStream): Logger {
  const options = { level };
  return destination ? pino(options, destination) : pino(options);
}
