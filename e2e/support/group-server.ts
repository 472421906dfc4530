import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import type { TestProject } from 'vitest/node';
import { startAppServer } from './app-server';

/** The server a project's journey files share, as they read it (`inject('groupServer')`). */
export interface GroupServer {
  url: string;
  /** Its DATA_DIR, where letters land in mail/. */
  dataDir: string;
  /** Its JWT_SECRET, to make tokens as it would. */
  jwtSecret: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    groupServer: GroupServer;
  }
}

/**
 * A global set-up (after database-template.ts) that starts the built app once with `env` for
 * the files of a project, which share it, and stops it after them. Each journey signs up
 * merchants of its own, so files that run at the same time never meet in the data.
 */
export function groupServer(env: Record<string, string>) {
  return async (project: TestProject) => {
    const jwtSecret = randomBytes(32).toString('hex');
    const server = await startAppServer({ ...env, JWT_SECRET: jwtSecret });
    project.provide('groupServer', { url: server.url, dataDir: server.dataDir, jwtSecret });
    return () => server.stop();
  };
}

/** In a journey file: the server of its project, which must be `project` (e2e/vitest.config.ts). */
export function groupServerOf(project: string): GroupServer {
  const server = inject('groupServer');
  if (!server)
    throw new Error(`List this journey under the ${project} project of e2e/vitest.config.ts`);
  return server;
}
