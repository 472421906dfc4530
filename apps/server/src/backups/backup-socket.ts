import { chmod, rm } from 'node:fs/promises';
import {
  createServer,
  request,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import { join } from 'node:path';
import { buffer } from 'node:stream/consumers';
import type { Logger } from '../logger';
import type { BackupResult } from './create-backup';

/**
 * The socket a server on the embedded database listens on for `npm run backup`: only that
 * process may open the database, so it makes the backup. A file in DATA_DIR, readable by its
 * owner only: whoever can reach it could copy the data folder anyway.
 */
export const backupSocketOf = (dataDir: string) => join(dataDir, 'backup.sock');

/** Unix socket paths are limited to 107 bytes on Linux (sun_path's size less its NUL). */
const MAX_SOCKET_PATH = 107;

const NO_SERVER = new Set(['ENOENT', 'ECONNREFUSED']);

const codeOf = (error: unknown) =>
  error instanceof Error && 'code' in error ? String(error.code) : undefined;

interface AskResult {
  status: number;
  body: unknown;
}

function ask(socketPath: string, body?: object): Promise<AskResult> {
  return new Promise((resolve, reject) => {
    const method = body ? 'POST' : 'GET';
    const sent = request({ socketPath, method, path: '/backups' }, (answer) => {
      buffer(answer).then(
        (bytes) => resolve({ status: answer.statusCode ?? 0, body: JSON.parse(bytes.toString()) }),
        reject,
      );
    });
    sent.once('error', reject);
    sent.end(body ? JSON.stringify(body) : undefined);
  });
}

/**
 * The backup made by the server running on this data folder, into `file` (its default when
 * undefined); undefined when no server listens there.
 */
export async function backupByRunningServer(
  dataDir: string,
  file: string | undefined,
): Promise<BackupResult | undefined> {
  const answer = await ask(backupSocketOf(dataDir), { file }).catch((error: unknown) => {
    if (NO_SERVER.has(codeOf(error) ?? '')) return undefined;
    throw error;
  });
  if (!answer) return undefined;
  if (answer.status !== 200) {
    throw new Error(
      `The running server could not back up: ${(answer.body as { error: string }).error}`,
    );
  }
  return answer.body as BackupResult;
}

/** Whether a server answers on this data folder's socket. */
export async function serverRunsOn(dataDir: string): Promise<boolean> {
  return ask(backupSocketOf(dataDir)).then(
    () => true,
    (error: unknown) => {
      if (NO_SERVER.has(codeOf(error) ?? '')) return false;
      throw error;
    },
  );
}

function handle(backUp: (file: string | undefined) => Promise<BackupResult>, logger: Logger) {
  return (incoming: IncomingMessage, answer: ServerResponse) => {
    const reply = (status: number, body: object) =>
      answer.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    // GET says the server is there; POST backs up.
    if (incoming.method !== 'POST') return reply(200, { running: true });
    buffer(incoming)
      .then((bytes) => JSON.parse(bytes.toString() || '{}') as { file?: unknown })
      .then(({ file }) => backUp(typeof file === 'string' ? file : undefined))
      .then(
        (result) => reply(200, result),
        (error: unknown) => {
          logger.error({ err: error }, 'A backup asked for by npm run backup failed');
          reply(500, { error: error instanceof Error ? error.message : String(error) });
        },
      );
  };
}

/**
 * Listens on the data folder's backup socket; answers how to stop. A socket left by a process
 * that died is replaced; a data folder whose path is too long for one is said in the log.
 */
export async function listenForBackups(
  dataDir: string,
  backUp: (file: string | undefined) => Promise<BackupResult>,
  logger: Logger,
): Promise<() => Promise<void>> {
  const path = backupSocketOf(dataDir);
  if (Buffer.byteLength(path) > MAX_SOCKET_PATH) {
    logger.warn(`DATA_DIR's path is too long for ${path}: npm run backup needs the server stopped`);
    return async () => {};
  }
  if (await serverRunsOn(dataDir)) {
    logger.error(`Another server already runs on ${dataDir}: npm run backup will ask that one`);
    return async () => {};
  }
  await rm(path, { force: true });
  const server: Server = createServer(handle(backUp, logger));
  // A large backup takes longer than any request timeout an HTTP server keeps by default.
  server.requestTimeout = 0;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(path, resolve);
  });
  await chmod(path, 0o600);
  return () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
}
