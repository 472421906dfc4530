import type { Characteristic } from '@vitrina/contracts/characteristics';
import { CHARACTERISTIC_LIMITS } from '@vitrina/contracts/limits';
import { messages } from '@vitrina/contracts/messages';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCollection, createProduct } from '../../testing/catalog';
import {
  characteristicRowCounts,
  createCharacteristic,
  valueIdsOf,
} from '../../testing/characteristics';
import { useSignedInApp } from '../../testing/signed-in-app';

const texts = messages.characteristic;

/** How a product shows a characteristic: all its values, `main_value` true for `mainIds`. */
const shownWith = (characteristic: Characteristic, mainIds: number[] = []) => ({
  ...characteristic,
  values: characteristic.values.map((value) => ({
    ...value,
    main_value: mainIds.includes(value.id),
  })),
});

describe("a product's characteristics and main values", () => {
  const session = useSignedInApp();
  let collectionId: number;

  beforeAll(async () => {
    collectionId = (await createCollection(session.app, session.merchant)).id;
  });

  const { call } = session;
  const newProduct = async () =>
    (await createProduct(session.app, session.merchant, collectionId)).id;
  const newCharacteristic = (title?: string, values?: string[]) =>
    createCharacteristic(session.app, session.merchant, title, values);
  const getProduct = async (id: number) =>
    (await call('GET', `catalog/product/${id}/`)).json().data;
  const setCharacteristics = (productId: number, ids: number[], fields: object = {}) =>
    call('PUT', `catalog/product/${productId}/`, { ...fields, characteristics_id: ids });
  const chooseMain = (productId: number, characteristicId: number, ids: number[]) =>
    call('PUT', `catalog/product/${productId}/characteristic/${characteristicId}/values/main/`, {
      values_id: ids,
    });
  const rowCounts = () => characteristicRowCounts(session.testApp.database.db);

  it('shows the characteristics in the order given, repeats once, each with all its values', async () => {
    const colour = await newCharacteristic('Цвет', ['красный', 'синий']);
    const size = await newCharacteristic('Размер', ['S', 'M', 'L']);
    const product = await newProduct();

    const response = await setCharacteristics(product, [size.id, colour.id, size.id]);

    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.characteristics).toEqual([shownWith(size), shownWith(colour)]);
    expect((await getProduct(product)).characteristics).toEqual([
      shownWith(size),
      shownWith(colour),
    ]);
  });

  it('marks the main values of this product alone, and keeps them when the order changes', async () => {
    const colour = await newCharacteristic();
    const size = await newCharacteristic('Размер', ['S', 'M']);
    const [red, blue, green] = valueIdsOf(colour);
    const product = await newProduct();
    const other = await newProduct();
    await setCharacteristics(product, [colour.id, size.id]);
    await setCharacteristics(other, [colour.id]);

    const chosen = await chooseMain(product, colour.id, [green!, red!, red!]);
    const reordered = await setCharacteristics(product, [size.id, colour.id]);

    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(chosen.json().data.characteristics).toEqual([
      shownWith(colour, [red!, green!]),
      shownWith(size),
    ]);
    expect(reordered.json().data.characteristics).toEqual([
      shownWith(size),
      shownWith(colour, [red!, green!]),
    ]);
    expect((await getProduct(other)).characteristics).toEqual([shownWith(colour)]);
    const replaced = await chooseMain(product, colour.id, [blue!]);
    expect(replaced.json().data.characteristics[1]).toEqual(shownWith(colour, [blue!]));
  });

  it('drops the main values of a characteristic taken off the product', async () => {
    const colour = await newCharacteristic();
    const product = await newProduct();
    await setCharacteristics(product, [colour.id]);
    await chooseMain(product, colour.id, valueIdsOf(colour));
    const before = await rowCounts();

    const removed = await setCharacteristics(product, []);
    const readded = await setCharacteristics(product, [colour.id]);

    expect(removed.json().data.characteristics).toEqual([]);
    expect(readded.json().data.characteristics).toEqual([shownWith(colour)]);
    expect(await rowCounts()).toEqual({ ...before, mainValues: before.mainValues - 3 });
  });

  it('follows edits of the characteristic: a renamed value stays main, a deleted one leaves', async () => {
    const colour = await newCharacteristic();
    const [red, blue, green] = valueIdsOf(colour);
    const first = await newProduct();
    const second = await newProduct();
    for (const product of [first, second]) {
      await setCharacteristics(product, [colour.id]);
      await chooseMain(product, colour.id, [red!, blue!]);
    }

    const edited = await call('PUT', `catalog/characteristic/${colour.id}/`, {
      title: 'Цвет',
      values: [
        { id: green, value: 'зелёный' },
        { id: red, value: 'алый' },
      ],
    });

    expect(edited.statusCode).toBe(200);
    const shown = shownWith(edited.json().data, [red!]);
    expect(shown.values.map((value) => [value.value, value.main_value])).toEqual([
      ['зелёный', false],
      ['алый', true],
    ]);
    for (const product of [first, second]) {
      expect((await getProduct(product)).characteristics).toEqual([shown]);
    }
  });

  it('unlinks a deleted characteristic from every product, with its main values', async () => {
    const colour = await newCharacteristic();
    const size = await newCharacteristic('Размер', ['S']);
    const products = [await newProduct(), await newProduct()];
    for (const product of products) {
      await setCharacteristics(product, [colour.id, size.id]);
      await chooseMain(product, colour.id, valueIdsOf(colour));
    }
    const before = await rowCounts();

    await call('DELETE', `catalog/characteristic/${colour.id}/`);

    for (const product of products) {
      expect((await getProduct(product)).characteristics).toEqual([shownWith(size)]);
    }
    expect(await rowCounts()).toEqual({
      characteristics: before.characteristics - 1,
      values: before.values - 3,
      links: before.links - 2,
      mainValues: before.mainValues - 6,
    });
  });

  it(`accepts ${CHARACTERISTIC_LIMITS.perProductMax} characteristics and refuses one more`, async () => {
    const product = await newProduct();
    const ids = Array.from(
      { length: CHARACTERISTIC_LIMITS.perProductMax + 1 },
      (_, index) => index + 1,
    );

    const tooMany = await setCharacteristics(product, ids);

    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().detail).toBe(texts.tooManyOnProduct);
    const owned = [];
    for (let index = 0; index < CHARACTERISTIC_LIMITS.perProductMax; index += 1) {
      owned.push((await newCharacteristic(`Х${index}`, ['да'])).id);
    }
    const full = await setCharacteristics(product, owned);
    expect(full.statusCode).toBe(200);
    expect(full.json().data.characteristics.map((item: { id: number }) => item.id)).toEqual(owned);
  });

  it('answers 404 for a missing characteristic in characteristics_id and changes nothing', async () => {
    const colour = await newCharacteristic();
    const gone = await newCharacteristic('Удалённая', ['x']);
    await call('DELETE', `catalog/characteristic/${gone.id}/`);
    const product = await newProduct();
    await setCharacteristics(product, [colour.id]);
    const stored = await getProduct(product);

    const response = await setCharacteristics(product, [gone.id, colour.id], { title: 'Новое' });

    expect(response.statusCode).toBe(404);
    expect(await getProduct(product)).toEqual(stored);
  });

  it('refuses main values that are not for this product and characteristic, changing nothing', async () => {
    const colour = await newCharacteristic();
    const size = await newCharacteristic('Размер', ['S']);
    const notOnProduct = await newCharacteristic('Материал', ['хлопок']);
    const product = await newProduct();
    await setCharacteristics(product, [colour.id, size.id]);
    await chooseMain(product, colour.id, [valueIdsOf(colour)[0]!]);
    const stored = await getProduct(product);
    const before = await rowCounts();
    const red = valueIdsOf(colour)[0]!;

    const refusals: [Awaited<ReturnType<typeof chooseMain>>, number, string][] = [
      [await chooseMain(product, colour.id, []), 422, texts.mainValuesRequired],
      [await chooseMain(product, colour.id, [red, valueIdsOf(size)[0]!]), 422, texts.valueNotFound],
      [await chooseMain(product, colour.id, [red, 999_999]), 422, texts.valueNotFound],
      [
        await chooseMain(product, notOnProduct.id, valueIdsOf(notOnProduct)),
        422,
        texts.notOnProduct,
      ],
      [await chooseMain(product, 999_999, [red]), 404, messages.http.notFound],
      [await chooseMain(999_999, colour.id, [red]), 404, messages.http.notFound],
    ];

    for (const [response, status, detail] of refusals) {
      expect(response.statusCode, response.body).toBe(status);
      expect(response.json().detail).toBe(detail);
    }
    expect(await rowCounts()).toEqual(before);
    expect(await getProduct(product)).toEqual(stored);
  });

  it('copies the characteristics, their order and main values, which then change apart', async () => {
    const colour = await newCharacteristic();
    const size = await newCharacteristic('Размер', ['S', 'M']);
    const [red, blue] = valueIdsOf(colour);
    const product = await newProduct();
    await setCharacteristics(product, [size.id, colour.id]);
    await chooseMain(product, colour.id, [red!, blue!]);
    const original = await getProduct(product);

    const copy = (await call('POST', `catalog/product/${product}/copy/`)).json().data;
    await chooseMain(copy.id, colour.id, [blue!]);

    expect((await getProduct(copy.id)).characteristics).toEqual([
      shownWith(size),
      shownWith(colour, [blue!]),
    ]);
    expect(await getProduct(product)).toEqual(original);
    expect(original.characteristics).toEqual([shownWith(size), shownWith(colour, [red!, blue!])]);
  });

  it('deletes a product with its links and main values, the characteristics staying', async () => {
    const colour = await newCharacteristic();
    const product = await newProduct();
    await setCharacteristics(product, [colour.id]);
    await chooseMain(product, colour.id, valueIdsOf(colour));
    const before = await rowCounts();

    await call('DELETE', `catalog/product/${product}/`);

    expect(await rowCounts()).toEqual({
      ...before,
      links: before.links - 1,
      mainValues: before.mainValues - 3,
    });
  });

  it("answers a list's products with their main values only: the collection, the category filter", async () => {
    const collection = (await createCollection(session.app, session.merchant, 'Обувь')).id;
    const category = (
      await call('POST', 'catalog/category/', {
        title: 'Кеды',
        parent_id: null,
        collection_id: collection,
      })
    ).json().data.id;
    const colour = await newCharacteristic();
    const material = await newCharacteristic('Материал', ['хлопок', 'лён']);
    const product = (await createProduct(session.app, session.merchant, collection)).id;
    await setCharacteristics(product, [colour.id, material.id], { categories_id: [category] });
    await chooseMain(product, colour.id, [valueIdsOf(colour)[1]!]);
    const [withMain] = shownWith(colour, [valueIdsOf(colour)[1]!]).values.filter(
      (value) => value.main_value,
    );
    const expected = [
      { ...colour, values: [withMain] },
      { ...material, values: [] },
    ];

    const view = (await call('GET', `catalog/collection/${collection}/?tree=PRODUCT`)).json();
    const filtered = (await call('GET', `catalog/category/products?ids=${category}`)).json();

    expect(view.data.products[0].characteristics).toEqual(expected);
    expect(filtered.data[0].characteristics).toEqual(expected);
  });

  it('answers the same without the trailing slash', async () => {
    const colour = await newCharacteristic();
    const product = await newProduct();
    await setCharacteristics(product, [colour.id]);

    const response = await call(
      'PUT',
      `catalog/product/${product}/characteristic/${colour.id}/values/main`,
      { values_id: [valueIdsOf(colour)[0]] },
    );

    expect(response.statusCode).toBe(200);
  });
});
