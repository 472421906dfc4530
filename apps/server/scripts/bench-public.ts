// Requests per second of the public showcases call (a site whose published widget shows a
// collection of 500 products in 20 categories, answered from the server's cache) against a
// hello-world Fastify route, both over HTTP on loopback in the same run, by a fixed number of
// clients each sending its next request as soon as the last one is answered. On a temporary
// PGlite, or on PostgreSQL when TEST_DATABASE_URL is set.
import Fastify from 'fastify';
import { registerAccount, userRow } from '../src/testing/accounts';
import { buildTestApp } from '../src/testing/build-test-app';
import { callApi } from '../src/testing/catalog';
import { seedCatalog } from '../src/testing/catalog-seed';
import { createSite, createWidget } from '../src/testing/platform';
import { confirmDomain } from '../src/testing/storefront';

const CLIENTS = 50;
const SECONDS = 5;
const ORIGIN = 'https://shop.example.ru';

/** Completed requests per second of `url` with CLIENTS at once for SECONDS. */
async function requestsPerSecond(url: string, headers: Record<string, string> = {}) {
  const ends = performance.now() + SECONDS * 1000;
  let completed = 0;
  const client = async () => {
    while (performance.now() < ends) {
      const response = await fetch(url, { headers });
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
      completed += 1;
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: CLIENTS }, client));
  return completed / ((performance.now() - started) / 1000);
}

async function publishedSite() {
  const testApp = await buildTestApp({
    rateLimits: { showcasesPerIp: { max: 1_000_000_000, windowSeconds: 60 } },
  });
  const { app, database } = testApp;
  const account = await registerAccount(app);
  const user = await userRow(database.db, account.email);
  const collectionId = await seedCatalog(database.db, user!.id, { products: 500, categories: 20 });
  const site = await createSite(app, account, [new URL(ORIGIN).hostname]);
  await confirmDomain(database.db, site.domains[0]!.id);
  const widget = await createWidget(app, account, site.id);
  await callApi(app, account, 'PUT', `platform/showcase/${widget.showcases[0]}/content/`, {
    ids: [collectionId],
  });
  await callApi(app, account, 'POST', `platform/widget/${widget.id}/publish/`);
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return { testApp, url: `${address}/api/v1/public/sites/${site.id}/showcases` };
}

const hello = Fastify();
hello.get('/', async () => ({ hello: 'world' }));
const helloUrl = await hello.listen({ port: 0, host: '127.0.0.1' });
const { testApp, url } = await publishedSite();
try {
  const first = await fetch(url, { headers: { origin: ORIGIN } });
  const bytes = (await first.arrayBuffer()).byteLength;
  const baseline = await requestsPerSecond(helloUrl);
  const showcases = await requestsPerSecond(url, { origin: ORIGIN });
  const database = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';
  console.log(
    `${database}, ${CLIENTS} clients, ${SECONDS} s each: hello world ${baseline.toFixed(0)} req/s; ` +
      `showcases (${(bytes / 1024).toFixed(0)} KB) ${showcases.toFixed(0)} req/s, ` +
      `${(showcases / baseline).toFixed(2)}× of hello world`,
  );
} finally {
  await hello.close();
  await testApp.close();
}
