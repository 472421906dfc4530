// The error handler on queries that fail in the database itself: routes without a schema send
// what they are given, as a payload rule that missed a value would.
import { messages } from '@vitrina/contracts/messages';
import { sql, type SQL } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../testing/signed-in-app';
import { captureLogs } from '../testing/capture-logs';

/** Two halves, so neither shows up in a log even where U+0000 would split the value. */
const SECRET_PARTS = ['тайна-4815', '162342'];

const QUERIES: Record<string, (value: string) => SQL> = {
  text: (value) => sql`select ${value}::text as echoed`,
  integer: (value) => sql`select ${value}::integer as echoed`,
  date: (value) => sql`select ${value}::date as echoed`,
};

describe('the error handler on failed queries', () => {
  const logs = captureLogs();

  const testApp = useTestApp({ logger: logs.logger });

  beforeAll(async () => {
    const { app, database } = testApp;
    app.post('/api/test/query/:type', async (request) => {
      const { type } = request.params as { type: string };
      const { value } = request.body as { value: string };
      return { data: await database.db.execute(QUERIES[type]!(value)) };
    });
    await app.ready();
  });

  /** Runs the query of `type` on `value`; answers the response and what was logged meanwhile. */
  async function sendToQuery(type: keyof typeof QUERIES, value: string) {
    const from = logs.lines.length;
    const response = await testApp.app.inject({
      method: 'POST',
      url: `/api/test/query/${type}`,
      payload: { value },
    });
    return { response, logged: logs.lines.slice(from) };
  }

  const expectNoSecretIn = (logged: unknown[]) => {
    for (const part of SECRET_PARTS) expect(JSON.stringify(logged)).not.toContain(part);
  };

  it('answers 422 for U+0000 in text, and logs the query without the value', async () => {
    const { response, logged } = await sendToQuery('text', SECRET_PARTS.join('\u0000'));

    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ detail: messages.http.valueRefused });
    expect(logged).toContainEqual(
      expect.objectContaining({
        level: 40,
        failedQuery: expect.objectContaining({
          code: '22021',
          query: 'select $1::text as echoed',
        }),
      }),
    );
    expectNoSecretIn(logged);
  });

  it('answers 422 for text that is no number, though PostgreSQL quotes it', async () => {
    const { response, logged } = await sendToQuery('integer', SECRET_PARTS.join(''));

    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ detail: messages.http.valueRefused });
    expect(logged).toContainEqual(
      expect.objectContaining({ failedQuery: expect.objectContaining({ code: '22P02' }) }),
    );
    expectNoSecretIn(logged);
  });

  it('answers 500 for any other failure, logged as an error by code, query and frames', async () => {
    const { response, logged } = await sendToQuery('date', SECRET_PARTS.join(''));

    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ detail: messages.http.internalError });
    const error = logged.find((line) => line.level === 50);
    expect(error?.failedQuery).toMatchObject({
      code: '22007',
      query: 'select $1::date as echoed',
      frames: expect.stringMatching(/^at /),
    });
    expect(error?.err).toBeUndefined();
    expectNoSecretIn(logged);
  });
});
