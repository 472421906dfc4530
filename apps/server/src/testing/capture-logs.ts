import { createLogger, type Logger } from '../logger';

export interface LogLine {
  level: number;
  msg: string;
  err?: { type: string; message: string; stack: string };
  [field: string]: unknown;
}

/** A logger whose lines are kept in `lines`, parsed, for tests to read. */
export function captureLogs(): { logger: Logger; lines: LogLine[] } {
  const lines: LogLine[] = [];
  const logger = createLogger('info', { write: (line) => lines.push(JSON.parse(line) as LogLine) });
  return { logger, lines };
}
