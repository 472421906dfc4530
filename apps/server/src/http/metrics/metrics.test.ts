import { describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { createCollection, createProduct } from '../../testing/catalog';
import { buildTestApp } from '../../testing/build-test-app';
import { useSignedInApp, useTestApp } from '../../testing/signed-in-app';
import { testDatabaseUrl } from '../../testing/test-database';
import { processMetrics } from './process-metrics';

const TOKEN = 'a-metrics-token-for-tests-0123456789';

/** A scrape with `authorization`, or with none when it is null. */
const scrape = (app: App, authorization: string | null = `Bearer ${TOKEN}`) =>
  app.inject({
    method: 'GET',
    url: '/metrics',
    headers: authorization === null ? {} : { authorization },
  });

/** The value of the sample `name{labels}` in the text of a scrape, if there is one. */
function sample(text: string, name: string, labels: Record<string, string> = {}) {
  const wanted = Object.entries(labels)
    .map(([label, value]) => `${label}="${value}"`)
    .join(',');
  const line = text
    .split('\n')
    .find((each) => each.startsWith(wanted ? `${name}{${wanted}} ` : `${name} `));
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1));
}

describe('GET /metrics without METRICS_TOKEN', () => {
  const testApp = useTestApp();

  it.each([
    ['without a token', null],
    ['with a token', `Bearer ${TOKEN}`],
  ])('answers 404 %s, as a path that does not exist', async (_with, authorization) => {
    const response = await scrape(testApp.app, authorization);

    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
  });
});

describe('GET /metrics with METRICS_TOKEN', () => {
  const session = useSignedInApp({ config: { metrics: { token: TOKEN } } });

  it.each([
    ['no Authorization', null],
    ['another token', 'Bearer a-metrics-token-for-tests-0123456780'],
    ['the token cut short', `Bearer ${TOKEN.slice(0, -1)}`],
    ['the token as Basic', `Basic ${TOKEN}`],
    ['the token alone', TOKEN],
  ])('answers 401 to %s', async (_what, authorization) => {
    const response = await scrape(session.app, authorization);

    expect(response.statusCode).toBe(401);
    expect(response.headers['www-authenticate']).toBe('Bearer');
    expect(response.body).not.toContain('http_requests_total');
  });

  it("answers the app's and the process's metrics in Prometheus's text format", async () => {
    const response = await scrape(session.app);

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    for (const name of [
      'nodejs_eventloop_lag_seconds',
      'process_resident_memory_bytes',
      'process_cpu_seconds_total',
      'outbox_due_messages',
      'outbox_leased_messages',
      'outbox_failed_messages',
      'outbox_oldest_due_age_seconds',
    ]) {
      expect(sample(response.body, name), name).toBeGreaterThanOrEqual(0);
    }
    expect(response.body).toContain('# TYPE http_request_duration_seconds histogram');
    expect(response.body).toContain('# TYPE delivery_results_total counter');
  });

  it("counts requests under their route's pattern, never their ids or secrets", async () => {
    const collection = await createCollection(session.app, session.merchant);
    const ids = [
      (await createProduct(session.app, session.merchant, collection.id)).id,
      (await createProduct(session.app, session.merchant, collection.id)).id,
    ];
    for (const id of ids) await session.call('GET', `catalog/product/${id}`);
    await session.app.inject({ method: 'GET', url: '/api/no/such/path/314159' });
    const secret = 'Zm9sbG93LW1lLWlmLXlvdS1yZWFkLXRoZS1tZXRyaWNz';
    await session.app.inject({ method: 'GET', url: `/api/user/email/verify/${secret}` });

    const text = (await scrape(session.app)).body;

    const route = '/api/v1/catalog/product/:id';
    expect(sample(text, 'http_requests_total', { method: 'GET', route, status_code: '200' })).toBe(
      2,
    );
    expect(sample(text, 'http_request_duration_seconds_count', { method: 'GET', route })).toBe(2);
    const unmatched = { method: 'GET', route: 'unmatched', status_code: '404' };
    expect(sample(text, 'http_requests_total', unmatched)).toBe(1);
    const verify = { method: 'GET', route: '/api/user/email/verify/:token', status_code: '400' };
    expect(sample(text, 'http_requests_total', verify)).toBe(1);
    for (const raw of [...ids.map((id) => `product/${id}`), '314159', secret]) {
      expect(text).not.toContain(raw);
    }
  });

  it('keeps each app its own count: another app in the process has seen none of these', async () => {
    const other = await buildTestApp({ config: { metrics: { token: TOKEN } } });
    await session.call('GET', 'catalog/collection/');

    const text = (await scrape(other.app)).body;
    await other.close();

    expect(text).not.toContain('route="/api/v1/catalog/collection"');
    expect(text).toContain('nodejs_eventloop_lag_seconds');
  });

  it.skipIf(testDatabaseUrl)('shows no pool on the embedded database, which has none', async () => {
    expect((await scrape(session.app)).body).not.toContain('db_pool_');
  });

  it.skipIf(!testDatabaseUrl)("shows PostgreSQL's connection pool", async () => {
    const text = (await scrape(session.app)).body;

    expect(sample(text, 'db_pool_connections')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'db_pool_idle_connections')).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'db_pool_waiting_queries')).toBe(0);
  });

  it('is not in the OpenAPI document', async () => {
    const { paths } = (await session.app.inject({ method: 'GET', url: '/api/docs/json' })).json();

    expect(Object.keys(paths)).not.toContain('/metrics');
    expect(Object.keys(paths)).toContain('/api/health/ready');
  });
});

describe("the process's metrics", () => {
  it('are collected once per process, whatever the number of apps built in it', () => {
    expect(processMetrics()).toBe(processMetrics());
  });
});
