import type { Characteristic } from '@vitrina/contracts/characteristics';
import { messages } from '@vitrina/contracts/messages';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCollection, createProduct } from '../../testing/catalog';
import {
  characteristicRowCounts,
  createCharacteristic,
  valueIdsOf,
} from '../../testing/characteristics';
import { expectOneOf, inRounds } from '../../testing/races';
import { useSignedInApp } from '../../testing/signed-in-app';

/**
 * Writes of characteristics racing writes and deletes of the products that have them (decision
 * 19). Each answer is one that running the two calls in either order would give, never a 500,
 * and nothing is left half-written.
 */
describe('characteristic writes racing product writes', () => {
  const session = useSignedInApp();
  let collectionId: number;

  beforeAll(async () => {
    collectionId = (await createCollection(session.app, session.merchant)).id;
  });

  const { call } = session;
  const newCharacteristic = () =>
    createCharacteristic(session.app, session.merchant, 'Цвет', ['красный', 'синий', 'зелёный']);
  const newProduct = async (collection = collectionId) =>
    (await createProduct(session.app, session.merchant, collection, { title: 'Старое' })).id;
  const chooseMain = (product: number, characteristic: number, ids: number[]) =>
    call('PUT', `catalog/product/${product}/characteristic/${characteristic}/values/main/`, {
      values_id: ids,
    });
  /** A new product showing the characteristic, with these values as its main ones. */
  async function productShowing(
    characteristic: Characteristic,
    mainIds: number[],
    collection?: number,
  ) {
    const product = await newProduct(collection);
    await call('PUT', `catalog/product/${product}/`, { characteristics_id: [characteristic.id] });
    if (mainIds.length > 0) await chooseMain(product, characteristic.id, mainIds);
    return product;
  }
  /** Keeps only the last value of the characteristic, deleting the others. */
  const keepLastValue = (characteristic: Characteristic) =>
    call('PUT', `catalog/characteristic/${characteristic.id}/`, {
      title: characteristic.title,
      values: characteristic.values.slice(-1).map(({ id, value }) => ({ id, value })),
    });
  const stored = async (product: number) => {
    const { title, characteristics } = (await call('GET', `catalog/product/${product}/`)).json()
      .data;
    return { title, characteristics };
  };
  const rowCounts = () => characteristicRowCounts(session.testApp.database.db);

  it('main values naming a value an edit deletes are chosen before it or refused with 422', async () => {
    await inRounds(async () => {
      const colour = await newCharacteristic();
      const [red] = valueIdsOf(colour);
      const product = await productShowing(colour, []);

      const [chosen, edited] = await Promise.all([
        chooseMain(product, colour.id, [red!]),
        keepLastValue(colour),
      ]);

      expectOneOf(edited, { 200: null });
      expectOneOf(chosen, { 200: null, 422: messages.characteristic.valueNotFound });
      // Chosen and then deleted with its value, or never chosen: the product is the same.
      expect((await stored(product)).characteristics).toEqual([edited.json().data]);
    });
  });

  it('a product given a characteristic being deleted is saved before the delete or answers 404', async () => {
    await inRounds(async () => {
      const colour = await newCharacteristic();
      const product = await newProduct();

      const [saved, deleted] = await Promise.all([
        call('PUT', `catalog/product/${product}/`, {
          title: 'Новое',
          characteristics_id: [colour.id],
        }),
        call('DELETE', `catalog/characteristic/${colour.id}/`),
      ]);

      expectOneOf(deleted, { 200: null });
      expectOneOf(saved, { 200: null, 404: messages.http.notFound });
      expect(await stored(product)).toEqual({
        title: saved.statusCode === 200 ? 'Новое' : 'Старое',
        characteristics: [],
      });
    });
  });

  it('main values of a characteristic being deleted are chosen before the delete or answer 404', async () => {
    await inRounds(async () => {
      const colour = await newCharacteristic();
      const product = await productShowing(colour, []);

      const [chosen, deleted] = await Promise.all([
        chooseMain(product, colour.id, valueIdsOf(colour)),
        call('DELETE', `catalog/characteristic/${colour.id}/`),
      ]);

      expectOneOf(deleted, { 200: null });
      expectOneOf(chosen, { 200: null, 404: messages.http.notFound });
      expect((await stored(product)).characteristics).toEqual([]);
    });
  });

  it('a product deleted while an edit deletes its main values: both done', async () => {
    const before = await rowCounts();
    await inRounds(async () => {
      const colour = await newCharacteristic();
      const product = await productShowing(colour, valueIdsOf(colour));

      const [deleted, edited] = await Promise.all([
        call('DELETE', `catalog/product/${product}/`),
        keepLastValue(colour),
      ]);

      expectOneOf(deleted, { 200: null });
      expectOneOf(edited, { 200: null });
      await call('DELETE', `catalog/characteristic/${colour.id}/`);
    });
    expect(await rowCounts()).toEqual(before);
  });

  it('a collection deleted while its products lose main values or a characteristic: both done', async () => {
    const before = await rowCounts();
    await inRounds(async () => {
      const collection = (await createCollection(session.app, session.merchant)).id;
      const [edited, gone] = [await newCharacteristic(), await newCharacteristic()];
      for (let index = 0; index < 2; index += 1) {
        const product = await productShowing(edited, valueIdsOf(edited), collection);
        await call('PUT', `catalog/product/${product}/`, {
          characteristics_id: [edited.id, gone.id],
        });
        await chooseMain(product, gone.id, valueIdsOf(gone));
      }

      const answers = await Promise.all([
        call('DELETE', `catalog/collection/${collection}/`),
        keepLastValue(edited),
        call('DELETE', `catalog/characteristic/${gone.id}/`),
      ]);

      for (const answer of answers) expectOneOf(answer, { 200: null });
      await call('DELETE', `catalog/characteristic/${edited.id}/`);
    });
    expect(await rowCounts()).toEqual(before);
  });

  it('a copy made while an edit deletes main values of the original copies them before or after', async () => {
    await inRounds(async () => {
      const colour = await newCharacteristic();
      const product = await productShowing(colour, valueIdsOf(colour));

      const [copied, edited] = await Promise.all([
        call('POST', `catalog/product/${product}/copy/`),
        keepLastValue(colour),
      ]);

      expectOneOf(copied, { 200: null });
      expectOneOf(edited, { 200: null });
      const copy = await stored(copied.json().data.id);
      expect(copy.characteristics).toEqual((await stored(product)).characteristics);
    });
  });
});
