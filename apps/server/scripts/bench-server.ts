// One server of the load benchmarks (`bench-load.ts`), in a process of its own so that the load
// generator does not share its CPU:
// - `hello`: a hello-world Fastify route, for GET and for a POST of JSON;
// - `showcases`: the real app (`buildApp`, through `buildTestApp` rather than `main.ts`: the
//   read's per-IP limit must be raised, every request coming from one address, and no variable
//   sets it) logging at `info` as `main.ts` does by default, with a published site of 500
//   products in 20 categories. The catalog is written straight to the database, as
//   `seed:catalog` does, and so is the domain's confirmation (verification would fetch the site's
//   page); the site, widget and publishing go through the app's HTTP API;
// - `orders`: the real app likewise, taking orders of a published product from visitors behind
//   one proxy hop, its limits raised, the merchant told by e-mail through the outbox;
// - `beacons`: the real app likewise, counting the funnel beacons of a published widget with three
//   products from visitors behind one proxy hop, at the production limits;
// - `reads`: the real app likewise, with a signed-in merchant whose token it hands over;
// - `bare-health`: a bare Fastify route running the health query on a database opened as the
//   app's is, through the same driver;
// - `same-answer`: a bare Fastify route sending, byte for byte, the headers and body that
//   BENCH_COPY_URL answers a page of BENCH_COPY_ORIGIN asking for brotli: what the answer itself
//   costs to send, whatever the app does to make it.
// Sends its URL (and what to ask with) to the parent over IPC, then the CPU time it has used
// each time the parent asks; closes when the parent disconnects.
import { get } from 'node:http';
import Fastify from 'fastify';
import { sql } from 'drizzle-orm';
import { bearer, ownShopId, registerAccount } from '../src/testing/accounts';
import { buildTestApp } from '../src/testing/build-test-app';
import { callApi, createProduct } from '../src/testing/catalog';
import { seedCatalog } from '../src/testing/catalog-seed';
import { insertEmailContact } from '../src/testing/contacts';
import { orderFor, originOf, publishedShowcase } from '../src/testing/orders';
import { createSite, createWidget } from '../src/testing/platform';
import { confirmDomain } from '../src/testing/storefront';
import { createTestDatabase } from '../src/testing/test-database';
import { createLogger } from '../src/logger';

const ORIGIN = 'https://shop.example.ru';

/** What the parent is sent for each message it sends. */
export interface BenchServerCpu {
  cpuMicroseconds: number;
}

export type BenchServerKind =
  'hello' | 'showcases' | 'orders' | 'beacons' | 'reads' | 'bare-health' | 'same-answer';

/** What the parent is sent once the server listens. */
export interface BenchServerReady {
  url: string;
  /** The Origin header a page of the site sends; only for showcases. */
  origin?: string;
  /** The signed-in merchant's Authorization header; only for reads. */
  headers?: Record<string, string>;
  /** The JSON body to POST; only for orders, and beacons (without their visitor). */
  body?: string;
}

async function helloServer() {
  const hello = Fastify();
  hello.get('/', async () => ({ hello: 'world' }));
  hello.post('/', async () => ({ hello: 'world' }));
  const url = await hello.listen({ port: 0, host: '127.0.0.1' });
  return { url: `${url}/`, close: () => hello.close() };
}

async function showcasesServer() {
  const testApp = await buildTestApp({
    logger: createLogger('info'),
    // Behind one proxy hop, so a case may name its visitor's address (X-Forwarded-For).
    config: { http: { trustProxy: 1 } },
    rateLimits: { showcasesPerIp: { max: 1_000_000_000, windowSeconds: 60 } },
  });
  const { app, database } = testApp;
  const account = await registerAccount(app);
  const shopId = await ownShopId(database.db, account.email);
  const collectionId = await seedCatalog(database.db, shopId, { products: 500, categories: 20 });
  const site = await createSite(app, account, [new URL(ORIGIN).hostname]);
  await confirmDomain(database.db, site.domains[0]!.id);
  const widget = await createWidget(app, account, site.id);
  await callApi(app, account, 'PUT', `platform/showcase/${widget.showcases[0]}/content/`, {
    ids: [collectionId],
  });
  await callApi(app, account, 'POST', `platform/widget/${widget.id}/publish/`);
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    url: `${address}/api/v1/public/sites/${site.id}/showcases`,
    origin: ORIGIN,
    close: () => testApp.close(),
  };
}

/** Orders of a published product, told to the merchant's e-mail as the outbox delivers them. */
async function ordersServer() {
  const raised = { max: 1_000_000_000, windowSeconds: 60 };
  const testApp = await buildTestApp({
    logger: createLogger('info'),
    config: {
      http: { trustProxy: 1 },
      delivery: { concurrency: Number(process.env.BENCH_DELIVERY ?? 8) },
    },
    rateLimits: { ordersPerIp: raised, ordersPerSite: raised },
  });
  const account = await registerAccount(testApp.app);
  const contact = await insertEmailContact(testApp.database.db, account);
  const showcase = await publishedShowcase(testApp, account, {
    product: { price: 1500 },
    contactsId: [contact],
  });
  const address = await testApp.app.listen({ port: 0, host: '127.0.0.1' });
  return {
    url: `${address}/api/v1/public/orders`,
    origin: originOf(showcase.siteId),
    body: JSON.stringify(orderFor(showcase)),
    close: () => testApp.close(),
  };
}

/** Beacons of a page view: the widget seen and its three cards half on screen. */
async function beaconsServer() {
  const testApp = await buildTestApp({
    logger: createLogger('info'),
    config: { http: { trustProxy: 1 } },
  });
  const account = await registerAccount(testApp.app);
  const showcase = await publishedShowcase(testApp, account);
  const productIds = [showcase.productId];
  for (const title of ['Второй', 'Третий']) {
    productIds.push(
      (await createProduct(testApp.app, account, showcase.collectionId, { title })).id,
    );
  }
  const address = await testApp.app.listen({ port: 0, host: '127.0.0.1' });
  const tag_div = showcase.tagDiv;
  const impressions = productIds.map((product_id) => ({ type: 'impression', tag_div, product_id }));
  return {
    url: `${address}/api/v1/public/events`,
    origin: originOf(showcase.siteId),
    body: JSON.stringify({
      site_id: showcase.siteId,
      events: [{ type: 'view', tag_div }, ...impressions],
    }),
    close: () => testApp.close(),
  };
}

async function readsServer() {
  const testApp = await buildTestApp({ logger: createLogger('info') });
  const account = await registerAccount(testApp.app);
  const url = await testApp.app.listen({ port: 0, host: '127.0.0.1' });
  return { url, headers: bearer(account.accessToken), close: () => testApp.close() };
}

async function bareHealthServer() {
  const database = await createTestDatabase(createLogger('silent'));
  const bare = Fastify();
  bare.get('/', async () => {
    await database.db.execute(sql`select 1`);
    return { status: 'ok' };
  });
  const url = await bare.listen({ port: 0, host: '127.0.0.1' });
  return { url: `${url}/`, close: () => bare.close().then(() => database.close()) };
}

/** Headers a server writes of its own, not copied from the answer. */
const CONNECTION_HEADERS = new Set(['date', 'connection', 'keep-alive', 'content-length']);

/** The raw answer to a GET of `url` (its body as sent, compressed). */
function rawAnswer(url: string, headers: Record<string, string>) {
  return new Promise<{ headers: Record<string, string>; body: Buffer }>((resolve, reject) => {
    get(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const copied = Object.entries(response.headers).filter(
          ([name]) => !CONNECTION_HEADERS.has(name),
        );
        resolve({
          headers: Object.fromEntries(copied) as Record<string, string>,
          body: Buffer.concat(chunks),
        });
      });
    }).on('error', reject);
  });
}

async function sameAnswerServer() {
  const { BENCH_COPY_URL: url, BENCH_COPY_ORIGIN: origin } = process.env;
  const answer = await rawAnswer(url!, { origin: origin!, 'accept-encoding': 'br' });
  const bare = Fastify();
  bare.get('/', (_request, reply) => {
    void reply.headers(answer.headers).send(answer.body);
  });
  const address = await bare.listen({ port: 0, host: '127.0.0.1' });
  return { url: `${address}/`, origin, close: () => bare.close() };
}

const servers: Record<
  BenchServerKind,
  () => Promise<BenchServerReady & { close(): Promise<void> }>
> = {
  hello: helloServer,
  showcases: showcasesServer,
  orders: ordersServer,
  beacons: beaconsServer,
  reads: readsServer,
  'bare-health': bareHealthServer,
  'same-answer': sameAnswerServer,
};
const server = await servers[process.argv[2] as BenchServerKind]();
// A normal exit, so that `--cpu-prof` writes its profile.
process.once('disconnect', () => void server.close().then(() => process.exit(0)));
// The CPU time this process has used, user and system, whenever the parent asks.
process.on('message', () => {
  const { user, system } = process.cpuUsage();
  process.send!({ cpuMicroseconds: user + system } satisfies BenchServerCpu);
});
process.send!({
  url: server.url,
  origin: server.origin,
  headers: server.headers,
  body: server.body,
} satisfies BenchServerReady);
