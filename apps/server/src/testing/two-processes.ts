import { EventEmitter } from 'node:events';
import { afterAll, beforeAll } from 'vitest';
import type { Database } from '../db/client';
import type { ChangeKind } from '../infra/changes/changes';
import { createLogger } from '../logger';
import { type TestApp, buildTestApp } from './build-test-app';
import { createSharedPostgresDatabase, testDatabaseUrl } from './test-database';

const logger = createLogger('silent');

/** The apps of two server processes; set once the suite's set-up has run. */
export interface TwoProcesses {
  writer: TestApp;
  reader: TestApp;
  /**
   * Resolves once the reader has handled the other process's announcement of a change of `kind`
   * to `id` (one signed-in write may announce several). Call it before the write.
   */
  readerHears(kind: ChangeKind, id: number): Promise<void>;
}

/**
 * Resolves once `events` emits `heard` for the change of `kind` to `id`. One listener stays on
 * until then: several announcements arrive in one read of the connection and are emitted in
 * one turn, so waiting for them one by one would pass over all but the first.
 */
export function heardAnnouncement(events: EventEmitter, kind: ChangeKind, id: number) {
  return new Promise<void>((resolve) => {
    const hear = (payload: string) => {
      if (!payload.endsWith(`:${kind}:${id}`)) return;
      events.off('heard', hear);
      resolve();
    };
    events.on('heard', hear);
  });
}

/** `database`, whose listeners emit `heard` on `events` once the app's own handler has run. */
function heardThrough(database: Database, events: EventEmitter): Database {
  return {
    ...database,
    listen: (channel, onPayload) =>
      database.listen(channel, (payload) => {
        onPayload(payload);
        events.emit('heard', payload);
      }),
  };
}

/**
 * Two apps, as two server processes, on one fresh migrated PostgreSQL database for the suite
 * (PGlite has one process: run the suite with `describe.runIf(testDatabaseUrl)`).
 */
export function useTwoProcesses(): TwoProcesses {
  const heard = new EventEmitter();
  const apps = {
    readerHears: (kind, id) => heardAnnouncement(heard, kind, id),
  } as TwoProcesses;
  let shared: Awaited<ReturnType<typeof createSharedPostgresDatabase>> | undefined;

  beforeAll(async () => {
    shared = await createSharedPostgresDatabase(testDatabaseUrl!);
    const migrating = shared.connect(logger);
    await migrating.migrate();
    await migrating.close();
    apps.writer = await buildTestApp({ database: shared.connect(logger) });
    apps.reader = await buildTestApp({ database: heardThrough(shared.connect(logger), heard) });
    await Promise.all([apps.writer.app.ready(), apps.reader.app.ready()]);
  });

  afterAll(async () => {
    await Promise.all([apps.writer?.close(), apps.reader?.close()]);
    await shared?.drop();
  });

  return apps;
}
