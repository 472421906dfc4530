import type { Characteristic } from '@vitrina/contracts/characteristics';
import { messages } from '@vitrina/contracts/messages';
import { beforeAll, describe, expect, it } from 'vitest';
import { registerAccount, type Account } from '../../testing/accounts';
import { callApi, createCollection, createProduct, type Method } from '../../testing/catalog';
import {
  characteristicRowCounts,
  createCharacteristic,
  valueIdsOf,
} from '../../testing/characteristics';
import { useSignedInApp } from '../../testing/signed-in-app';

const mainValuesPath = (product: number, characteristic: Characteristic) =>
  `catalog/product/${product}/characteristic/${characteristic.id}/values/main/`;

/**
 * Another merchant's characteristics, values and products answer exactly as missing ones do,
 * on every verb and in every id list, and nothing is changed.
 */
describe('characteristics belong to their merchant', () => {
  const session = useSignedInApp();
  let boris: Account;
  let annas: { characteristic: Characteristic; product: number };
  let boriss: { characteristic: Characteristic; product: number };

  /** A characteristic on a product, with its first value chosen as the main one. */
  async function furnish(account: Account) {
    const collection = (await createCollection(session.app, account)).id;
    const product = (await createProduct(session.app, account, collection)).id;
    const characteristic = await createCharacteristic(session.app, account);
    const call = (method: Method, path: string, payload?: unknown) =>
      callApi(session.app, account, method, path, payload);
    await call('PUT', `catalog/product/${product}/`, { characteristics_id: [characteristic.id] });
    await call('PUT', mainValuesPath(product, characteristic), {
      values_id: [valueIdsOf(characteristic)[0]],
    });
    return { characteristic, product };
  }

  beforeAll(async () => {
    boris = await registerAccount(session.app);
    annas = await furnish(session.merchant);
    boriss = await furnish(boris);
  });

  const asBoris = (method: Method, path: string, payload?: unknown) =>
    callApi(session.app, boris, method, path, payload);
  const rowCounts = () => characteristicRowCounts(session.testApp.database.db);
  const annasProduct = async () =>
    (await session.call('GET', `catalog/product/${annas.product}/`)).json().data;

  /** Runs the call as Boris and checks its answer, and that no row of either merchant moved. */
  async function expectRefused(
    call: () => ReturnType<typeof asBoris>,
    status: number,
    detail: string,
  ) {
    const before = await rowCounts();
    const annasBefore = await annasProduct();
    const borissBefore = (await asBoris('GET', `catalog/product/${boriss.product}/`)).json();

    const response = await call();

    expect(response.statusCode, response.body).toBe(status);
    expect(response.json().detail).toBe(detail);
    expect(await rowCounts()).toEqual(before);
    expect(await annasProduct()).toEqual(annasBefore);
    expect((await asBoris('GET', `catalog/product/${boriss.product}/`)).json()).toEqual(
      borissBefore,
    );
  }

  it('lists only the merchant’s own characteristics', async () => {
    const list = (await asBoris('GET', 'catalog/characteristics/')).json().data;

    expect(list).toEqual([boriss.characteristic]);
  });

  it.each<[string, Method, () => string, () => unknown]>([
    [
      "an edit of Anna's characteristic",
      'PUT',
      () => `catalog/characteristic/${annas.characteristic.id}/`,
      () => ({ title: 'Чужая', values: [] }),
    ],
    [
      "a delete of Anna's characteristic",
      'DELETE',
      () => `catalog/characteristic/${annas.characteristic.id}/`,
      () => undefined,
    ],
    [
      "main values of Anna's product and characteristic",
      'PUT',
      () => mainValuesPath(annas.product, annas.characteristic),
      () => ({ values_id: [valueIdsOf(annas.characteristic)[1]] }),
    ],
    [
      "main values of Anna's product with his characteristic",
      'PUT',
      () => mainValuesPath(annas.product, boriss.characteristic),
      () => ({ values_id: [valueIdsOf(boriss.characteristic)[1]] }),
    ],
    [
      "main values of his product with Anna's characteristic",
      'PUT',
      () => mainValuesPath(boriss.product, annas.characteristic),
      () => ({ values_id: [valueIdsOf(annas.characteristic)[1]] }),
    ],
    [
      "his product's characteristics_id naming Anna's",
      'PUT',
      () => `catalog/product/${boriss.product}/`,
      () => ({
        title: 'Подброшенная',
        characteristics_id: [boriss.characteristic.id, annas.characteristic.id],
      }),
    ],
  ])('answers 404 to Boris for %s', async (_, method, path, payload) => {
    await expectRefused(() => asBoris(method, path(), payload()), 404, messages.http.notFound);
  });

  it("refuses the other merchant's value ids as values the characteristic does not have", async () => {
    const [annasRed] = valueIdsOf(annas.characteristic);
    const [borissRed] = valueIdsOf(boriss.characteristic);

    await expectRefused(
      () =>
        asBoris('PUT', `catalog/characteristic/${boriss.characteristic.id}/`, {
          title: 'Цвет',
          values: [
            { id: borissRed, value: 'красный' },
            { id: annasRed, value: 'мой красный' },
          ],
        }),
      422,
      messages.characteristic.valueNotFound,
    );
    await expectRefused(
      () =>
        asBoris('PUT', mainValuesPath(boriss.product, boriss.characteristic), {
          values_id: [borissRed, annasRed],
        }),
      422,
      messages.characteristic.valueNotFound,
    );
  });
});
