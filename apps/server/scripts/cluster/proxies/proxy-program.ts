// A proxy that is a program of its own (nginx, HAProxy), run in the foreground as the cluster's
// child and stopped with it.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { waitUntilReady } from '../server-process';

export interface ProxyProgram {
  command: string;
  args: string[];
  /** Where it answers once it runs: the cluster's processes are ready by then. */
  url: string;
  /** The signal that stops it at once, open event streams and all. */
  stopSignal: NodeJS.Signals;
  onLine(line: string): void;
}

const START_TIMEOUT_MS = 15_000;

/** Starts the program and resolves once it passes a readiness check on to a process. */
export async function runProxyProgram(
  program: ProxyProgram,
): Promise<{ pid: number | undefined; stop(): Promise<void> }> {
  const child = spawn(program.command, program.args, {
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group, as the servers': the cluster stops it once.
    detached: true,
  });
  const output: string[] = [];
  const take = (line: string) => {
    output.push(line);
    program.onLine(line);
  };
  createInterface({ input: child.stdout! }).on('line', take);
  createInterface({ input: child.stderr! }).on('line', take);
  const gone = new AbortController();
  // A program that cannot be run (no such file) emits an error and may never exit.
  const exited = new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.once('error', (error) => {
      take(error.message);
      resolve();
    });
  }).then(() => gone.abort());
  try {
    await waitUntilReady(program.url, gone.signal, performance.now() + START_TIMEOUT_MS);
  } catch (error) {
    child.kill('SIGKILL');
    await exited;
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`${program.command} did not start: ${reason}\n${output.join('\n')}`);
  }
  return {
    pid: child.pid,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill(program.stopSignal);
      await exited;
    },
  };
}
