import type { Characteristic } from '@vitrina/contracts/characteristics';
import { messages } from '@vitrina/contracts/messages';
import { beforeAll, describe, expect, it } from 'vitest';
import { registerAccount } from '../../testing/accounts';
import { callApi, createCollection, createProduct } from '../../testing/catalog';
import {
  characteristicRowCounts,
  createCharacteristic,
  valueIdsOf,
} from '../../testing/characteristics';
import { useSignedInApp } from '../../testing/signed-in-app';

const texts = messages.characteristic;

/** The ids of the values a product shows as main, per characteristic, in its order. */
const mainsOf = (product: { characteristics: Characteristic[] }) =>
  product.characteristics.map((characteristic) => ({
    id: characteristic.id,
    mains: characteristic.values.filter((value) => value.main_value).map(({ id }) => id),
  }));

/** PUT catalog/product/{id}/characteristics/values/main/: several characteristics in one call. */
describe("a product's main values of several characteristics at once", () => {
  const session = useSignedInApp();
  let collectionId: number;
  let colour: Characteristic;
  let size: Characteristic;
  let season: Characteristic;

  beforeAll(async () => {
    collectionId = (await createCollection(session.app, session.merchant)).id;
    colour = await createCharacteristic(session.app, session.merchant);
    size = await createCharacteristic(session.app, session.merchant, 'Размер', ['S', 'M', 'L']);
    season = await createCharacteristic(session.app, session.merchant, 'Сезон', ['лето', 'зима']);
  });

  const { call } = session;
  const path = (productId: number) => `catalog/product/${productId}/characteristics/values/main/`;
  /** A product with Цвет, Размер and Сезон; Сезон's main value лето. */
  async function furnishedProduct() {
    const id = (await createProduct(session.app, session.merchant, collectionId)).id;
    await call('PUT', `catalog/product/${id}/`, {
      characteristics_id: [colour.id, size.id, season.id],
    });
    await call('PUT', `catalog/product/${id}/characteristic/${season.id}/values/main/`, {
      values_id: [valueIdsOf(season)[0]],
    });
    return id;
  }
  const productOf = async (id: number) => (await call('GET', `catalog/product/${id}/`)).json().data;
  const rowCounts = () => characteristicRowCounts(session.testApp.database.db);

  it('replaces the main values of each characteristic given and answers the product', async () => {
    const product = await furnishedProduct();
    const [red, blue] = valueIdsOf(colour);
    const [, medium, large] = valueIdsOf(size);

    const response = await call('PUT', path(product), {
      characteristics: [
        { characteristic_id: size.id, values_id: [large, medium] },
        { characteristic_id: colour.id, values_id: [blue, red, blue] },
      ],
    });

    expect(response.statusCode, response.body).toBe(200);
    const expected = [
      { id: colour.id, mains: [red, blue] },
      { id: size.id, mains: [medium, large] },
      { id: season.id, mains: [valueIdsOf(season)[0]] },
    ];
    expect(mainsOf(response.json().data)).toEqual(expected);
    expect(mainsOf(await productOf(product))).toEqual(expected);
  });

  it.each([
    [
      'a characteristic the product does not have',
      async () => {
        const other = await createCharacteristic(session.app, session.merchant, 'Вес', ['1 кг']);
        return { characteristic_id: other.id, values_id: valueIdsOf(other) };
      },
      422,
      { detail: texts.notOnProduct },
    ],
    [
      'a value of another characteristic',
      () => ({ characteristic_id: size.id, values_id: [valueIdsOf(colour)[2]] }),
      422,
      { detail: texts.valueNotFound },
    ],
    [
      'a characteristic that is not the merchant’s',
      async () => {
        const boris = await registerAccount(session.app);
        const boriss = await createCharacteristic(session.app, boris);
        return { characteristic_id: boriss.id, values_id: valueIdsOf(boriss) };
      },
      404,
      undefined,
    ],
  ])('changes none when one choice names %s', async (_case, refusedChoice, status, body) => {
    const product = await furnishedProduct();
    const choice = await refusedChoice();
    const before = await productOf(product);
    const counts = await rowCounts();

    const response = await call('PUT', path(product), {
      characteristics: [
        { characteristic_id: colour.id, values_id: [valueIdsOf(colour)[0]] },
        choice,
        { characteristic_id: season.id, values_id: [valueIdsOf(season)[1]] },
      ],
    });

    expect(response.statusCode, response.body).toBe(status);
    if (body) expect(response.json()).toMatchObject(body);
    expect(await productOf(product)).toEqual(before);
    expect(await rowCounts()).toEqual(counts);
  });

  it.each([
    ['no characteristic', [], texts.mainValuesRequired],
    [
      'a characteristic with no value',
      [{ characteristic_id: 1, values_id: [] }],
      texts.mainValuesRequired,
    ],
    [
      'a characteristic twice',
      [
        { characteristic_id: 1, values_id: [1] },
        { characteristic_id: 1, values_id: [2] },
      ],
      texts.repeatedOnProduct,
    ],
  ])('answers 422 for %s', async (_case, characteristics, detail) => {
    const product = await furnishedProduct();

    const response = await call('PUT', path(product), { characteristics });

    expect(response.statusCode).toBe(422);
    expect(response.json().detail).toBe(detail);
  });

  it('answers 404 for another merchant’s product, as for a missing one, and changes nothing', async () => {
    const product = await furnishedProduct();
    const boris = await registerAccount(session.app);
    const before = await productOf(product);
    const body = {
      characteristics: [{ characteristic_id: colour.id, values_id: valueIdsOf(colour) }],
    };

    const foreign = await callApi(session.app, boris, 'PUT', path(product), body);
    const missing = await call('PUT', path(2_000_000_000), body);

    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual(missing.json());
    expect(await productOf(product)).toEqual(before);
  });

  it('is documented with the contract as its body', async () => {
    const { paths } = (await session.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const put = paths['/api/v1/catalog/product/{id}/characteristics/values/main'].put;

    expect(put).toMatchObject({ tags: ['catalog'], security: [{ bearerAuth: [] }] });
    const body = put.requestBody.content['application/json'].schema;
    expect(body.required).toEqual(['characteristics']);
    expect(body.properties.characteristics.items.required).toEqual([
      'characteristic_id',
      'values_id',
    ]);
  });
});
