import { once, EventEmitter } from 'node:events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { createLogger } from '../../logger';
import { bearer, getMe, registerAccount } from '../../testing/accounts';
import { type TestApp, buildTestApp } from '../../testing/build-test-app';
import { createSharedPostgresDatabase, testDatabaseUrl } from '../../testing/test-database';

const logger = createLogger('silent');

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
 * Resolves once the user's change was heard: the same write also announces the merchant's
 * (every signed-in write does, for the showcases), which may come first.
 */
async function userChangeHeard(events: EventEmitter, userId: number) {
  for (;;) {
    const [payload] = (await once(events, 'heard')) as [string];
    if (payload.endsWith(`:user:${userId}`)) return;
  }
}

// Several server processes share one PostgreSQL (PGlite has one process): this runs there only.
describe.runIf(testDatabaseUrl)('a user cached by two server processes', () => {
  const readerHeard = new EventEmitter();
  let shared: Awaited<ReturnType<typeof createSharedPostgresDatabase>>;
  let writer: TestApp;
  let reader: TestApp;

  beforeAll(async () => {
    shared = await createSharedPostgresDatabase(testDatabaseUrl!);
    const migrating = shared.connect(logger);
    await migrating.migrate();
    await migrating.close();
    writer = await buildTestApp({ database: shared.connect(logger) });
    reader = await buildTestApp({
      database: heardThrough(shared.connect(logger), readerHeard),
    });
    await Promise.all([writer.app.ready(), reader.app.ready()]);
  });

  afterAll(async () => {
    await Promise.all([writer?.close(), reader?.close()]);
    await shared?.drop();
  });

  it('a profile change through one process is seen by the next GET /me of the other', async () => {
    const account = await registerAccount(writer.app);
    const before = (await getMe(reader.app, account.accessToken)).json().data;
    expect(before.profile.first_name).toBeNull();
    const announced = userChangeHeard(readerHeard, before.id);

    await writer.app.inject({
      method: 'PUT',
      url: '/api/user/me/profile',
      headers: bearer(account.accessToken),
      payload: { first_name: 'Анна' },
    });
    await announced;

    const after = await getMe(reader.app, account.accessToken);
    expect(after.json().data.profile.first_name).toBe('Анна');
  });
});
