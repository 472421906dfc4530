import { describe, expect, it } from 'vitest';
import { getMe, registerAccount } from '../../testing/accounts';
import { callApi, createCollection, createProduct } from '../../testing/catalog';
import { testDatabaseUrl } from '../../testing/test-database';
import { useTwoProcesses } from '../../testing/two-processes';

// Several server processes share one PostgreSQL (PGlite has one process): this runs there only.
describe.runIf(testDatabaseUrl)('category counts kept by two server processes', () => {
  const apps = useTwoProcesses();

  it('a product added through one process is counted by the other, which kept the counts', async () => {
    const merchant = await registerAccount(apps.writer.app);
    const collection = (await createCollection(apps.writer.app, merchant)).id;
    const totalOnReader = async () => {
      const path = `catalog/collection/${collection}/counts/`;
      return (await callApi(apps.reader.app, merchant, 'GET', path)).json().data.total;
    };
    expect(await totalOnReader()).toBe(0);

    const merchantId = (await getMe(apps.writer.app, merchant.accessToken)).json().data.id;
    const heard = apps.readerHears('merchant', merchantId);

    await createProduct(apps.writer.app, merchant, collection);
    await heard;

    // The announcement travelled through PostgreSQL: the reader forgot its counts when it heard
    // it, well before the minute it would otherwise keep them.
    expect(await totalOnReader()).toBe(1);
  });
});
