import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../errors/app-error';
import { createLogger } from '../logger';
import { createTestDatabase } from '../testing/test-database';
import type { Database } from './client';
import { describeQueryFailure } from './query-failure';

const SECRET = 'тайна-4815162342';

interface ClientWithQuery {
  query(statement: string, params: unknown[]): Promise<unknown>;
}

async function failureOf(run: () => Promise<unknown>): Promise<unknown> {
  try {
    await run();
  } catch (error) {
    return error;
  }
  throw new Error('the query did not fail');
}

describe('describeQueryFailure', () => {
  let database: Database;

  beforeAll(async () => {
    database = await createTestDatabase(createLogger('silent'));
  });

  afterAll(async () => {
    await database.close();
  });

  const failedDrizzleQuery = () =>
    failureOf(() => database.db.execute(sql`select ${SECRET}::integer as n`));

  it("names Drizzle's failed query by SQLSTATE, routine and statement, without its values", async () => {
    const error = await failedDrizzleQuery();

    const failure = describeQueryFailure(error);

    expect(failure).toMatchObject({ code: '22P02', query: 'select $1::integer as n' });
    expect(failure?.routine).toEqual(expect.any(String));
    expect(failure?.frames).toMatch(/^at /);
    expect(JSON.stringify(failure)).not.toContain(SECRET);
    // What it leaves out: Drizzle's message holds the values, and so does PostgreSQL's.
    expect(String(error)).toContain(SECRET);
  });

  it("names a driver's own error, not wrapped by Drizzle", async () => {
    const client = (database.db as unknown as { $client: ClientWithQuery }).$client;
    const error = await failureOf(() => client.query('select $1::integer as n', [SECRET]));

    const failure = describeQueryFailure(error);

    expect(failure).toMatchObject({ code: '22P02' });
    expect(JSON.stringify(failure)).not.toContain(SECRET);
  });

  it('names the table and the constraint a write broke', async () => {
    const error = await failureOf(() =>
      database.db.execute(sql`insert into users (email) values (${SECRET})`),
    );

    expect(describeQueryFailure(error)).toMatchObject({
      code: '23502',
      table: 'users',
      column: 'password_hash',
      query: 'insert into users (email) values ($1)',
    });
    expect(JSON.stringify(describeQueryFailure(error))).not.toContain(SECRET);
  });

  it('finds a failed query among the causes of another error', async () => {
    const error = new Error('saving failed', { cause: await failedDrizzleQuery() });

    expect(describeQueryFailure(error)).toMatchObject({ code: '22P02' });
  });

  it.each([
    ['a plain error', new Error('connection string postgres://secret@db')],
    ['an application error', new AppError('CONFLICT', 'Домен уже зарегистрирован')],
    ['a system error', Object.assign(new Error('broken pipe'), { code: 'EPIPE' })],
    ['a value that is no error', 'failed'],
    ['nothing', undefined],
  ])('is undefined for %s', (_, error) => {
    expect(describeQueryFailure(error)).toBeUndefined();
  });
});
