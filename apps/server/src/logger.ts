import { pino, type DestinationStream, type Logger } from 'pino';
import type { Config } from './config';

export type { Logger };

/** JSON lines on stdout (or on `destination`, which tests use to read what was logged). */
export function createLogger(level: Config['logLevel'], destination?: DestinationStream): Logger {
  return destination ? pino({ level }, destination) : pino({ level });
}
