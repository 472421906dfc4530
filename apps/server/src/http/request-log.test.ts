import Fastify from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../testing/signed-in-app';
import { bearer, registerAccount, type Account } from '../testing/accounts';
import { captureLogs } from '../testing/capture-logs';
import { RequestLog } from './request-log';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** One line per answered request, under its id; a path that carries a secret shows its pattern. */
describe('request log lines', () => {
  const logs = captureLogs();
  const token = 'Zm9sbG93LW1lLWlmLXlvdS1yZWFkLXRoZS1sb2dz';
  let merchant: Account;

  const testApp = useTestApp({ logger: logs.logger });

  beforeAll(async () => {
    merchant = await registerAccount(testApp.app);
  });

  const linesOf = (reqId: string) => logs.lines.filter((line) => line.reqId === reqId);

  it.each([
    ['GET', '/api/user/email/verify/'],
    ['POST', '/api/v1/platform/service/notifier/email/verify/'],
  ] as const)('name the route of %s %s<token>, not the token', async (method, path) => {
    const response = await testApp.app.inject({
      method,
      url: `${path}${token}`,
      headers: bearer(merchant.accessToken),
    });

    expect(response.statusCode).toBe(400);
    const [line] = linesOf(String(response.headers['x-request-id']));
    expect(line).toMatchObject({ method, route: `${path}:token`, url: `${path}:token` });
    expect(JSON.stringify(logs.lines)).not.toContain(token);
  });

  it('are one per request, once answered, with what it asked and how it went', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/v1/platform/sites/?tree=DOMAIN',
      headers: { 'x-request-id': 'edge-7f3a.1_b' },
    });

    expect(response.headers['x-request-id']).toBe('edge-7f3a.1_b');
    expect(linesOf('edge-7f3a.1_b')).toEqual([
      {
        level: 30,
        time: expect.any(Number),
        pid: process.pid,
        hostname: expect.any(String),
        reqId: 'edge-7f3a.1_b',
        method: 'GET',
        route: '/api/v1/platform/sites',
        url: '/api/v1/platform/sites/?tree=DOMAIN',
        statusCode: 401,
        responseTime: expect.any(Number),
        remoteAddress: '127.0.0.1',
        msg: 'request completed',
      },
    ]);
    expect(logs.lines.some((line) => line.msg === 'incoming request')).toBe(false);
  });

  it('name a path no route matched as unmatched', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/no/such/thing/42' });

    expect(response.statusCode).toBe(404);
    const [line] = linesOf(String(response.headers['x-request-id']));
    expect(line).toMatchObject({ route: 'unmatched', url: '/api/no/such/thing/42' });
  });

  it.each([
    ['too long', 'a'.repeat(65)],
    ['with a space', 'two words'],
    ['with a quote', 'id"'],
    ['with a slash', '../etc'],
    ['empty', ''],
  ])('take a new id in place of an X-Request-Id %s', async (_what, given) => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': given },
    });

    const id = String(response.headers['x-request-id']);
    expect(id).toMatch(UUID);
    expect(linesOf(id)).toHaveLength(1);
  });

  it.each([
    ['GET', '/api/v1/public/sites/999999/showcases', undefined],
    ['POST', '/api/v1/public/events', '{'],
  ] as const)(
    'are not written for %s %s, asked on every page view of every site: only failures, at error',
    async (method, url, payload) => {
      const response = await testApp.app.inject({
        method,
        url,
        payload,
        headers: { origin: 'https://nowhere.example', 'content-type': 'application/json' },
      });

      expect([400, 403]).toContain(response.statusCode);
      expect(linesOf(String(response.headers['x-request-id']))).toEqual([]);
    },
  );

  it('give each request without an id an id of its own', async () => {
    const answers = await Promise.all(
      [1, 2].map(() => testApp.app.inject({ method: 'GET', url: '/api/health' })),
    );

    const [first, second] = answers.map((answer) => String(answer.headers['x-request-id']));
    expect(first).toMatch(UUID);
    expect(second).toMatch(UUID);
    expect(first).not.toBe(second);
  });
});

describe('a route whose pattern holds its secret', () => {
  it('is named in its line by the pattern its config gives', async () => {
    const logs = captureLogs();
    const app = Fastify({ loggerInstance: logs.logger, logController: new RequestLog() });
    app.post('/hook/s3cr3t-part', { config: { secretInPath: '/hook/:secret' } }, async () => 'ok');

    await app.inject({ method: 'POST', url: '/hook/s3cr3t-part' });
    await app.close();

    const line = logs.lines.find((each) => each.msg === 'request completed');
    expect(line).toMatchObject({ route: '/hook/:secret', url: '/hook/:secret', statusCode: 200 });
    expect(JSON.stringify(logs.lines)).not.toContain('s3cr3t');
  });
});
