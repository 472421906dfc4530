import { storefrontShowcasesSchema } from '@vitrina/contracts/storefront';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../logger';
import { registerAccount } from '../../testing/accounts';
import { type TestApp, buildTestApp } from '../../testing/build-test-app';
import { callApi, createCollection, createProduct } from '../../testing/catalog';
import { createSite, createWidget } from '../../testing/platform';
import { confirmDomain, publicShowcases } from '../../testing/storefront';
import { createSharedPostgresDatabase, testDatabaseUrl } from '../../testing/test-database';

const logger = createLogger('silent');
const ORIGIN = 'https://shop.example.ru';

// Several server processes share one PostgreSQL (PGlite has one process): this runs there only.
describe.runIf(testDatabaseUrl)('showcases cached by two server processes', () => {
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

  const titlesOnReader = async (siteId: number) => {
    const response = await publicShowcases(reader.app, siteId, ORIGIN);
    const { showcases } = storefrontShowcasesSchema.parse(response.json()).data;
    return showcases.flatMap((showcase) => showcase.cards.map((card) => card.title));
  };

  it('a write through one process reaches the sites another one serves from its cache', async () => {
    const merchant = await registerAccount(writer.app);
    const site = await createSite(writer.app, merchant, [new URL(ORIGIN).hostname]);
    await confirmDomain(writer.database.db, site.domains[0]!.id);
    const widget = await createWidget(writer.app, merchant, site.id);
    const collection = (await createCollection(writer.app, merchant)).id;
    const product = await createProduct(writer.app, merchant, collection, { title: 'Старое' });
    await callApi(
      writer.app,
      merchant,
      'PUT',
      `platform/showcase/${widget.showcases[0]}/content/`,
      {
        ids: [collection],
      },
    );
    await callApi(writer.app, merchant, 'POST', `platform/widget/${widget.id}/publish/`);
    expect(await titlesOnReader(site.id)).toEqual(['Старое']);

    await callApi(writer.app, merchant, 'PUT', `catalog/product/${product.id}/`, {
      title: 'Новое',
    });

    // The announcement travels through PostgreSQL: the reader forgets its copy when it hears it,
    // well before the minute its cache would otherwise keep it.
    await expect.poll(() => titlesOnReader(site.id), { timeout: 5000 }).toEqual(['Новое']);
  });
});
