import type { Characteristic } from '@vitrina/contracts/characteristics';
import { beforeAll, describe, expect, it } from 'vitest';
import { registerAccount, type Account } from '../../testing/accounts';
import { callApi, createCollection, createProduct } from '../../testing/catalog';
import { createCharacteristic, valueIdsOf } from '../../testing/characteristics';
import { countQueries } from '../../testing/count-queries';
import { useSignedInApp } from '../../testing/signed-in-app';

/** Reads answering characteristics take a fixed number of queries, whatever their number. */
describe('reading characteristics', () => {
  const session = useSignedInApp();
  let characteristics: Characteristic[];

  beforeAll(async () => {
    characteristics = [];
    for (let index = 0; index < 30; index += 1) {
      const values = ['красный', 'синий', 'зелёный', 'белый', 'чёрный'].map(
        (value) => `${value} ${index}`,
      );
      characteristics.push(
        await createCharacteristic(session.app, session.merchant, `Свойство ${index}`, values),
      );
    }
  });

  const { call } = session;
  const queriesOf = (read: () => Promise<unknown>) =>
    countQueries(session.testApp.database.db, read);

  /** A product of the collection with the first `count` characteristics, two main values each. */
  async function productWith(collectionId: number, count: number) {
    const { id } = await createProduct(session.app, session.merchant, collectionId);
    const chosen = characteristics.slice(0, count);
    await call('PUT', `catalog/product/${id}/`, { characteristics_id: chosen.map((c) => c.id) });
    for (const characteristic of chosen) {
      await call('PUT', `catalog/product/${id}/characteristic/${characteristic.id}/values/main/`, {
        values_id: valueIdsOf(characteristic).slice(1, 3),
      });
    }
    return id;
  }

  it('reads a product with 30 characteristics in as many queries as with none or one', async () => {
    const collectionId = (await createCollection(session.app, session.merchant)).id;
    const products = [
      await productWith(collectionId, 0),
      await productWith(collectionId, 1),
      await productWith(collectionId, 30),
    ];

    const queries = [];
    for (const id of products)
      queries.push(await queriesOf(() => call('GET', `catalog/product/${id}/`)));

    // The product built as JSON.
    expect(queries).toEqual([1, 1, 1]);
    const full = (await call('GET', `catalog/product/${products[2]}/`)).json().data;
    expect(full.characteristics).toHaveLength(30);
    expect(
      full.characteristics[29].values.map((value: { main_value: boolean }) => value.main_value),
    ).toEqual([false, true, true, false, false]);
  });

  it('reads a collection of one product or of many, each with characteristics, in as many queries', async () => {
    const one = (await createCollection(session.app, session.merchant, 'Одна')).id;
    const many = (await createCollection(session.app, session.merchant, 'Много')).id;
    await productWith(one, 3);
    for (let index = 0; index < 12; index += 1) await productWith(many, 3 + index);
    const read = (id: number) =>
      call('GET', `catalog/collection/${id}/?tree=PRODUCT&tree=CATEGORY`);

    const queries = [await queriesOf(() => read(one)), await queriesOf(() => read(many))];

    // The collection, its categories, and its products built as JSON.
    expect(queries).toEqual([3, 3]);
    const products = (await read(many)).json().data.products;
    expect(
      products.map((product: { characteristics: unknown[] }) => product.characteristics.length),
    ).toEqual(Array.from({ length: 12 }, (_, index) => 3 + index));
  });

  it('lists one characteristic or thirty in as many queries', async () => {
    const other = await registerAccount(session.app);
    await createCharacteristic(session.app, other);
    const listOf = (account: Account) => () =>
      callApi(session.app, account, 'GET', 'catalog/characteristics/');

    const queries = [await queriesOf(listOf(other)), await queriesOf(listOf(session.merchant))];

    // The characteristics, and their values.
    expect(queries).toEqual([2, 2]);
    expect((await listOf(session.merchant)()).json().data).toEqual(characteristics);
  });
});
