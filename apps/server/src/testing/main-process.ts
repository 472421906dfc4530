import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import type { LogLine } from './capture-logs';

const tsx = fileURLToPath(new URL('../../../../node_modules/.bin/tsx', import.meta.url));
const mainFile = fileURLToPath(new URL('../main.ts', import.meta.url));

export interface RunningMain {
  child: ChildProcess;
  stdout: LogLine[];
  stderr: string[];
  /** Resolves with the first line logged with this message. */
  logged(message: RegExp): Promise<LogLine>;
}

/** Runs main as `npm start` does, through the tsx CLI, with the environment less DATABASE_URL. */
export function startMain(env: Record<string, string>): RunningMain {
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const child = spawn(tsx, [mainFile], {
    env: { ...inherited, LOG_LEVEL: 'info', ...env },
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
