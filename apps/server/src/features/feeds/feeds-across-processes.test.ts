import { describe, expect, it } from 'vitest';
import { ownShopId, registerAccount } from '../../testing/accounts';
import { callApi } from '../../testing/catalog';
import { publishedShowcase } from '../../testing/orders';
import { testDatabaseUrl } from '../../testing/test-database';
import { useTwoProcesses } from '../../testing/two-processes';

// Several server processes share one PostgreSQL (PGlite has one process): this runs there only.
describe.runIf(testDatabaseUrl)('a feed cached by two server processes', () => {
  const apps = useTwoProcesses();

  it('a write through one process reaches the feed another one keeps', async () => {
    const { writer, reader } = apps;
    const merchant = await registerAccount(writer.app);
    const showcase = await publishedShowcase(writer, merchant, {
      product: { title: 'Старое', price: 100 },
    });
    const path = `platform/widget/${showcase.widgetId}/feed/`;
    const on = await callApi(writer.app, merchant, 'PUT', path, { enabled: true });
    const feedOnReader = async () =>
      (await reader.app.inject({ method: 'GET', url: new URL(on.json().data.url).pathname })).body;
    expect(await feedOnReader()).toContain('<name>Старое</name>');

    const heard = apps.readerHears('merchant', await ownShopId(writer.database.db, merchant.email));
    await callApi(writer.app, merchant, 'PUT', `catalog/product/${showcase.productId}/`, {
      title: 'Новое',
    });
    await heard;

    // The reader forgot its copy when it heard the announcement, well before its minute.
    expect(await feedOnReader()).toContain('<name>Новое</name>');
  });
});
