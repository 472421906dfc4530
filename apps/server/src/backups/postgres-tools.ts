import { spawn } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { delimiter, join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** PostgreSQL's client programs a backup or restore of PostgreSQL runs. */
export type PostgresTool = 'pg_dump' | 'pg_restore' | 'psql';

/** A tool missing from the PATH, said as what to do about it. */
export class MissingToolError extends Error {
  override name = 'MissingToolError';
  constructor(tool: PostgresTool) {
    super(
      `${tool} was not found on the PATH. Backups of PostgreSQL use PostgreSQL's own client ` +
        `tools, of the server's major version or newer: install them (on Debian or Ubuntu: ` +
        `apt-get install postgresql-client) or put their folder on the PATH.`,
    );
  }
}

function isExecutable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** Where the PATH has the tool; throws MissingToolError when it has none. */
export function findTool(tool: PostgresTool, path = process.env.PATH ?? ''): string {
  const found = path
    .split(delimiter)
    .filter(Boolean)
    .map((folder) => join(folder, tool))
    .find(isExecutable);
  if (!found) throw new MissingToolError(tool);
  return found;
}

/**
 * libpq's variables for a database URL: the tools connect by them, so the password never
 * shows among the process's arguments.
 */
export function libpqEnvironment(url: string): Record<string, string> {
  const parsed = new URL(url);
  const variables: Record<string, string> = {
    PGHOST: decodeURIComponent(parsed.hostname),
    PGPORT: parsed.port || '5432',
    PGDATABASE: decodeURIComponent(parsed.pathname.replace(/^\//, '')),
  };
  if (parsed.username) variables.PGUSER = decodeURIComponent(parsed.username);
  if (parsed.password) variables.PGPASSWORD = decodeURIComponent(parsed.password);
  const sslMode = parsed.searchParams.get('sslmode');
  if (sslMode) variables.PGSSLMODE = sslMode;
  return variables;
}

interface ToolRun {
  databaseUrl?: string;
  /** What the tool reads on its standard input. */
  input?: Readable;
}

/** Runs a tool to its end; rejects with what it said on stderr when it fails. */
export async function runTool(
  tool: PostgresTool,
  args: string[],
  { databaseUrl, input }: ToolRun = {},
): Promise<void> {
  const child = spawn(findTool(tool), args, {
    env: { ...process.env, ...(databaseUrl ? libpqEnvironment(databaseUrl) : {}) },
    stdio: [input ? 'pipe' : 'ignore', 'ignore', 'pipe'],
  });
  let said = '';
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => (said += chunk));
  const exited = new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('close', resolve);
  });
  // A tool that fails may close its input early: its own words say more than the broken pipe.
  const streams = Promise.resolve(
    input && child.stdin ? pipeline(input, child.stdin) : undefined,
  ).then(
    () => undefined,
    (error: unknown) => error,
  );
  const code = await exited;
  if (code !== 0) throw new Error(`${tool} failed (exit ${code}): ${said.trim()}`);
  const streamError = await streams;
  if (streamError) throw streamError;
}
