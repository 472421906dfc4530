import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';

describe('GET /api/health', () => {
  let testApp: TestApp;

  beforeEach(async () => {
    testApp = await buildTestApp();
  });

  afterEach(async () => {
    await testApp.close();
  });

  it('answers ok when the database answers', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/health' });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('answers the same with a trailing slash', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/health/' });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('answers 503 with status error when the database is gone', async () => {
    await testApp.database.close();

    const response = await testApp.app.inject({ method: 'GET', url: '/api/health' });

    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: 'error' });
  });
});

describe('GET /api/health/ready', () => {
  let testApp: TestApp | undefined;

  const ready = () => testApp!.app.inject({ method: 'GET', url: '/api/health/ready' });

  afterEach(async () => {
    await testApp?.close();
    testApp = undefined;
  });

  it('answers ready once migrated, with the database answering and the worker running', async () => {
    testApp = await buildTestApp({ config: { delivery: { concurrency: 1, pollIntervalMs: 50 } } });

    const response = await ready();

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'ready',
      checks: { migrations: true, database: true, delivery: true },
    });
  });

  it('answers ready where no worker is to run (DELIVERY_CONCURRENCY=0)', async () => {
    testApp = await buildTestApp({ config: { delivery: { concurrency: 0 } } });

    expect((await ready()).json()).toMatchObject({ status: 'ready', checks: { delivery: true } });
  });

  it("answers 503 while the database lacks this release's last migration", async () => {
    testApp = await buildTestApp();
    await testApp.database.db.execute(sql`
      delete from drizzle.__drizzle_migrations
      where created_at = (select max(created_at) from drizzle.__drizzle_migrations)
    `);

    const response = await ready();

    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      status: 'not_ready',
      checks: { migrations: false, database: true, delivery: true },
    });
  });

  it('reads the migrations until it finds them complete, and never after', async () => {
    testApp = await buildTestApp();
    expect((await ready()).statusCode).toBe(200);

    // Read again, the emptied table would say that nothing was ever migrated.
    await testApp.database.db.execute(sql`delete from drizzle.__drizzle_migrations`);

    expect((await ready()).json()).toMatchObject({ checks: { migrations: true } });
  });

  it('answers 503 when the database is gone', async () => {
    testApp = await buildTestApp();
    await testApp.database.close();

    const response = await ready();

    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      status: 'not_ready',
      checks: { migrations: false, database: false, delivery: true },
    });
  });
});
