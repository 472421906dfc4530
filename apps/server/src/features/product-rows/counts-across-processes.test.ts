import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../logger';
import { registerAccount } from '../../testing/accounts';
import { type TestApp, buildTestApp } from '../../testing/build-test-app';
import { callApi, createCollection, createProduct } from '../../testing/catalog';
import { createSharedPostgresDatabase, testDatabaseUrl } from '../../testing/test-database';

const logger = createLogger('silent');

// Several server processes share one PostgreSQL (PGlite has one process): this runs there only.
describe.runIf(testDatabaseUrl)('category counts kept by two server processes', () => {
  let shared: Awaited<ReturnType<typeof createSharedPostgresDatabase>>;
  let writer: TestApp;
  let reader: TestApp;

  beforeAll(async () => {
    shared = await createSharedPostgresDatabase(testDatabaseUrl!);
    const migrating = shared.connect(logger);
    await migrating.migrate();
    await migrating.close();
    writer = await buildTestApp({ database: shared.connect(logger) });
    reader = await buildTestApp({ database: shared.connect(logger) });
    await Promise.all([writer.app.ready(), reader.app.ready()]);
  });

  afterAll(async () => {
    await Promise.all([writer?.close(), reader?.close()]);
    await shared?.drop();
  });

  it('a product added through one process is counted by the other, which kept the counts', async () => {
    const merchant = await registerAccount(writer.app);
    const collection = (await createCollection(writer.app, merchant)).id;
    const totalOnReader = async () => {
      const path = `catalog/collection/${collection}/counts/`;
      return (await callApi(reader.app, merchant, 'GET', path)).json().data.total;
    };
    expect(await totalOnReader()).toBe(0);

    await createProduct(writer.app, merchant, collection);

    // The announcement travels through PostgreSQL: the reader forgets its counts when it hears
    // it, well before the minute it would otherwise keep them.
    await expect.poll(totalOnReader, { timeout: 5000 }).toBe(1);
  });
});
