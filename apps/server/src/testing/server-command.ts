import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';

export interface CommandResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * Runs one of the server's commands (`backup`, `restore`) from its source, as `npm run` runs
 * the built one, with the environment less DATABASE_URL unless `env` gives one.
 */
export async function runServerCommand(
  name: 'backup' | 'restore',
  args: string[],
  env: Record<string, string>,
): Promise<CommandResult> {
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const file = fileURLToPath(new URL(`../${name}.ts`, import.meta.url));
  const child = spawn(process.execPath, ['--import', 'tsx', file, ...args], {
    env: { ...inherited, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  const [code] = (await once(child, 'close')) as [number | null];
  return { code, stdout, stderr };
}
