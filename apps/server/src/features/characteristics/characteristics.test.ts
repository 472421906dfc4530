import type { Characteristic } from '@vitrina/contracts/characteristics';
import { CHARACTERISTIC_LIMITS } from '@vitrina/contracts/limits';
import { messages } from '@vitrina/contracts/messages';
import { describe, expect, it } from 'vitest';
import {
  characteristicRowCounts,
  createCharacteristic,
  valueIdsOf,
} from '../../testing/characteristics';
import { useSignedInApp } from '../../testing/signed-in-app';

const texts = messages.characteristic;
const { titleMaxLength, valueMaxLength, valuesMax } = CHARACTERISTIC_LIMITS;
const manyValues = (count: number) => Array.from({ length: count }, (_, index) => `v${index}`);

describe('characteristics: /api/v1/catalog/characteristic/', () => {
  const session = useSignedInApp();
  const { call } = session;
  const create = (title?: string, values?: string[]) =>
    createCharacteristic(session.app, session.merchant, title, values);
  const list = async (): Promise<Characteristic[]> =>
    (await call('GET', 'catalog/characteristics/')).json().data;
  const stored = async (id: number) => (await list()).find((item) => item.id === id);
  const rowCounts = () => characteristicRowCounts(session.testApp.database.db);

  it('creates a characteristic: title and values trimmed, blanks dropped, repeats merged', async () => {
    const response = await call('POST', 'catalog/characteristic/', {
      title: '  Цвет ',
      values: [' красный', '', 'Синий ', '   ', 'КРАСНЫЙ', 'синий', 'зелёный'],
    });

    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data).toEqual({
      id: expect.any(Number),
      title: 'Цвет',
      values: ['красный', 'Синий', 'зелёный'].map((value) => ({
        id: expect.any(Number),
        characteristic_id: data.id,
        value,
        main_value: false,
      })),
    });
    expect(await stored(data.id)).toEqual(data);
  });

  it('lists the characteristics in id order, each with its values in their order', async () => {
    const sizes = await create('Размер', ['XL', 'S', 'M']);
    const material = await create('Материал', ['хлопок']);

    const all = await list();

    const ids = all.map((item) => item.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(all.slice(-2)).toEqual([sizes, material]);
    expect(sizes.values.map((value) => value.value)).toEqual(['XL', 'S', 'M']);
  });

  it.each([
    ['a title of 255 characters', { title: 'т'.repeat(titleMaxLength), values: ['a'] }],
    ['a value of 255 characters', { title: 'Цвет', values: ['з'.repeat(valueMaxLength)] }],
    [`${valuesMax} values`, { title: 'Цвет', values: manyValues(valuesMax) }],
    [
      `${valuesMax + 1} values of which two repeat`,
      { title: 'Цвет', values: [...manyValues(valuesMax), 'V0'] },
    ],
  ])('creates one with %s', async (_, payload) => {
    const response = await call('POST', 'catalog/characteristic/', payload);

    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.values).toHaveLength(Math.min(payload.values.length, valuesMax));
  });

  it.each([
    ['a blank title', { title: '  ', values: ['a'] }, texts.titleRequired],
    ['no title', { values: ['a'] }, texts.titleRequired],
    [
      'a title of 256 characters',
      { title: 'т'.repeat(titleMaxLength + 1), values: ['a'] },
      texts.titleTooLong,
    ],
    ['no values', { title: 'Цвет', values: [] }, texts.valuesRequired],
    ['only blank values', { title: 'Цвет', values: ['', '  '] }, texts.valuesRequired],
    [
      'a value of 256 characters',
      { title: 'Цвет', values: ['з'.repeat(valueMaxLength + 1)] },
      texts.valueTooLong,
    ],
    [
      `${valuesMax + 1} values`,
      { title: 'Цвет', values: manyValues(valuesMax + 1) },
      texts.tooManyValues,
    ],
  ])('refuses to create one with %s, writing nothing', async (_, payload, detail) => {
    const before = await rowCounts();

    const response = await call('POST', 'catalog/characteristic/', payload);

    expect(response.statusCode).toBe(422);
    expect(response.json().detail).toBe(detail);
    expect(await rowCounts()).toEqual(before);
  });

  it('edits in place: stored ids renamed and moved, temp- ids created, left-out values deleted', async () => {
    const colour = await create('Цвет', ['красный', 'синий', 'зелёный']);
    const [red, blue] = valueIdsOf(colour);

    const response = await call('PUT', `catalog/characteristic/${colour.id}/`, {
      title: ' Оттенок ',
      values: [
        { id: 'temp-1716900000000', value: ' белый ' },
        { id: blue, value: 'голубой' },
        { id: 'temp-1716900000001', value: '   ' },
        { id: red, value: 'Красный' },
        { id: 'temp-1716900000002', value: 'чёрный' },
      ],
    });

    expect(response.statusCode, response.body).toBe(200);
    const { data } = response.json();
    expect(data).toEqual({
      id: colour.id,
      title: 'Оттенок',
      values: [
        { id: expect.any(Number), characteristic_id: colour.id, value: 'белый', main_value: false },
        { id: blue, characteristic_id: colour.id, value: 'голубой', main_value: false },
        { id: red, characteristic_id: colour.id, value: 'Красный', main_value: false },
        {
          id: expect.any(Number),
          characteristic_id: colour.id,
          value: 'чёрный',
          main_value: false,
        },
      ],
    });
    expect(await stored(colour.id)).toEqual(data);
  });

  it('may leave a characteristic with no values, and give it new ones later', async () => {
    const colour = await create();

    const emptied = await call('PUT', `catalog/characteristic/${colour.id}/`, {
      title: 'Цвет',
      values: [],
    });
    const refilled = await call('PUT', `catalog/characteristic/${colour.id}/`, {
      title: 'Цвет',
      values: [{ id: 'temp-1', value: 'белый' }],
    });

    expect(emptied.json().data.values).toEqual([]);
    expect(refilled.json().data.values.map((value: { value: string }) => value.value)).toEqual([
      'белый',
    ]);
  });

  it('accepts an edit to 200 values', async () => {
    const colour = await create();
    const values = manyValues(valuesMax).map((value, index) => ({ id: `temp-${index}`, value }));

    const response = await call('PUT', `catalog/characteristic/${colour.id}/`, {
      title: 'Цвет',
      values,
    });

    expect(response.statusCode).toBe(200);
    expect(response.json().data.values).toHaveLength(valuesMax);
  });

  it('refuses an edit naming a value of another characteristic, or a stored one twice, changing nothing', async () => {
    const colour = await create();
    const size = await create('Размер', ['S', 'M']);
    const [red] = valueIdsOf(colour);
    const before = await rowCounts();

    const refusals = await Promise.all(
      [
        [
          { id: red, value: 'красный' },
          { id: valueIdsOf(size)[0], value: 'S' },
        ],
        [
          { id: red, value: 'красный' },
          { id: 999_999, value: 'белый' },
        ],
        [
          { id: red, value: 'красный' },
          { id: red, value: 'алый' },
        ],
      ].map((values) =>
        call('PUT', `catalog/characteristic/${colour.id}/`, { title: 'Новое', values }),
      ),
    );

    for (const response of refusals) {
      expect(response.statusCode).toBe(422);
      expect(response.json().detail).toBe(texts.valueNotFound);
    }
    expect(await rowCounts()).toEqual(before);
    expect(await stored(colour.id)).toEqual(colour);
    expect(await stored(size.id)).toEqual(size);
  });

  it.each([
    ['a blank title', { title: ' ', values: [] }, texts.titleRequired],
    [
      'a title of 256 characters',
      { title: 'т'.repeat(titleMaxLength + 1), values: [] },
      texts.titleTooLong,
    ],
    [
      'a value of 256 characters',
      { title: 'Цвет', values: [{ id: 'temp-1', value: 'з'.repeat(valueMaxLength + 1) }] },
      texts.valueTooLong,
    ],
    [
      'the same value twice',
      {
        title: 'Цвет',
        values: [
          { id: 'temp-1', value: 'Белый' },
          { id: 'temp-2', value: ' белый' },
        ],
      },
      texts.valueRepeated('белый'),
    ],
    [
      `${valuesMax + 1} values`,
      {
        title: 'Цвет',
        values: manyValues(valuesMax + 1).map((value) => ({ id: 'temp-1', value })),
      },
      texts.tooManyValues,
    ],
    [
      'a malformed temporary id',
      { title: 'Цвет', values: [{ id: 'new', value: 'белый' }] },
      undefined,
    ],
  ])('refuses an edit with %s, changing nothing', async (_, payload, detail) => {
    const colour = await create();
    const before = await rowCounts();

    const response = await call('PUT', `catalog/characteristic/${colour.id}/`, payload);

    expect(response.statusCode).toBe(422);
    if (detail) expect(response.json().detail).toBe(detail);
    expect(await rowCounts()).toEqual(before);
    expect(await stored(colour.id)).toEqual(colour);
  });

  it('deletes a characteristic with its values and answers the message', async () => {
    const colour = await create();
    const before = await rowCounts();

    const response = await call('DELETE', `catalog/characteristic/${colour.id}/`);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Характеристика удалена' });
    expect(await stored(colour.id)).toBeUndefined();
    expect(await rowCounts()).toEqual({
      ...before,
      characteristics: before.characteristics - 1,
      values: before.values - colour.values.length,
    });
  });

  it('answers 404 to an edit or a delete of a missing characteristic', async () => {
    const colour = await create();
    await call('DELETE', `catalog/characteristic/${colour.id}/`);

    const edited = await call('PUT', `catalog/characteristic/${colour.id}/`, {
      title: 'Цвет',
      values: [],
    });
    const deleted = await call('DELETE', `catalog/characteristic/${colour.id}/`);

    expect([edited.statusCode, deleted.statusCode]).toEqual([404, 404]);
    expect(
      (await call('PUT', 'catalog/characteristic/abc/', { title: 'Цвет', values: [] })).statusCode,
    ).toBe(422);
  });

  it('answers the same without the trailing slash', async () => {
    const created = await call('POST', 'catalog/characteristic', {
      title: 'Вес',
      values: ['1 кг'],
    });
    const { id } = created.json().data;

    const listed = await call('GET', 'catalog/characteristics');
    const edited = await call('PUT', `catalog/characteristic/${id}`, {
      title: 'Масса',
      values: [],
    });
    const deleted = await call('DELETE', `catalog/characteristic/${id}`);

    expect([created, listed, edited, deleted].map((response) => response.statusCode)).toEqual([
      200, 200, 200, 200,
    ]);
  });
});
