import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import type { LogLine } from './capture-logs';

const mainFile = fileURLToPath(new URL('../main.ts', import.meta.url));

export interface RunningMain {
  child: ChildProcess;
  stdout: LogLine[];
  stderr: string[];
  /** Resolves with the first line logged with this message. */
  logged(message: RegExp): Promise<LogLine>;
}

/**
 * Runs main from its source in one Node process, signals going straight to it as they do to the
 * built server `npm start` runs, with the environment less DATABASE_URL. Not through the tsx CLI:
 * its parent process waits 30 ms for the child to report a relayed signal, and on a busy machine
 * sends it again and then kills the child.
 */
export function startMain(env: Record<string, string>): RunningMain {
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', mainFile], {
    // Scheduled backups only where a test asks for them.
    env: { ...inherited, LOG_LEVEL: 'info', BACKUP_INTERVAL_HOURS: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const stdout: LogLine[] = [];
  const stderr: string[] = [];
  const waiting: Array<{ message: RegExp; resolve: (line: LogLine) => void }> = [];
  createInterface({ input: child.stdout! }).on('line', (text) => {
    const line = JSON.parse(text) as LogLine;
    stdout.push(line);
    waiting.filter((wait) => wait.message.test(line.msg)).forEach((wait) => wait.resolve(line));
  });
  createInterface({ input: child.stderr! }).on('line', (text) => stderr.push(text));
  const logged = (message: RegExp) =>
    new Promise<LogLine>((resolve, reject) => {
      const earlier = stdout.find((line) => message.test(line.msg));
      if (earlier) return resolve(earlier);
      waiting.push({ message, resolve });
      child.once('close', () => reject(new Error(`exited before logging ${message}: ${stderr}`)));
    });
  return { child, stdout, stderr, logged };
}
