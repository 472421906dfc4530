import { describe, expect, it } from 'vitest';
import {
  characteristicCreateSchema,
  characteristicUpdateSchema,
  mainValuesSchema,
  productMainValuesSchema,
} from './characteristics';
import { CHARACTERISTIC_LIMITS } from './limits';
import { messages } from './messages';
import { productUpdateSchema } from './products';

const texts = messages.characteristic;
const messagesOf = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('characteristicCreateSchema: the create rules of spec §5', () => {
  it('trims the title and the values, drops blanks and merges repeats case-insensitively', () => {
    expect(
      characteristicCreateSchema.parse({
        title: '  Цвет ',
        values: [' красный', '', '   ', 'Синий', 'КРАСНЫЙ ', 'синий', 'зелёный'],
      }),
    ).toEqual({ title: 'Цвет', values: ['красный', 'Синий', 'зелёный'] });
  });

  it.each([
    ['a blank title', { title: '   ', values: ['красный'] }, texts.titleRequired],
    ['no values', { title: 'Цвет', values: [] }, texts.valuesRequired],
    ['only blank values', { title: 'Цвет', values: [' ', ''] }, texts.valuesRequired],
    [
      'a title past the limit',
      { title: 'ц'.repeat(CHARACTERISTIC_LIMITS.titleMaxLength + 1), values: ['a'] },
      texts.titleTooLong,
    ],
    [
      'a value past the limit',
      { title: 'Цвет', values: ['з'.repeat(CHARACTERISTIC_LIMITS.valueMaxLength + 1)] },
      texts.valueTooLong,
    ],
    [
      'more values than allowed',
      {
        title: 'Цвет',
        values: Array.from({ length: CHARACTERISTIC_LIMITS.valuesMax + 1 }, (_, i) => `v${i}`),
      },
      texts.tooManyValues,
    ],
  ])('refuses %s with its message', (_, body, message) => {
    expect(messagesOf(characteristicCreateSchema.safeParse(body))).toContain(message);
  });

  it('accepts the limits themselves, counting values after repeats are merged', () => {
    const values = Array.from({ length: CHARACTERISTIC_LIMITS.valuesMax - 1 }, (_, i) => `v${i}`);
    const body = {
      title: 'ц'.repeat(CHARACTERISTIC_LIMITS.titleMaxLength),
      values: [...values, 'V0', 'з'.repeat(CHARACTERISTIC_LIMITS.valueMaxLength)],
    };
    expect(characteristicCreateSchema.safeParse(body).success).toBe(true);
  });
});

describe('characteristicUpdateSchema', () => {
  it('takes stored and temporary ids, and drops values left blank', () => {
    expect(
      characteristicUpdateSchema.parse({
        title: 'Цвет',
        values: [
          { id: 3, value: ' красный ' },
          { id: 'temp-1732363200000', value: 'синий' },
          { id: 4, value: '  ' },
        ],
      }),
    ).toEqual({
      title: 'Цвет',
      values: [
        { id: 3, value: 'красный' },
        { id: 'temp-1732363200000', value: 'синий' },
      ],
    });
  });

  it('allows a characteristic left with no values (the empty state of spec §2.8)', () => {
    expect(characteristicUpdateSchema.parse({ title: 'Цвет', values: [] }).values).toEqual([]);
  });

  it('refuses the same value twice, naming it', () => {
    const result = characteristicUpdateSchema.safeParse({
      title: 'Цвет',
      values: [
        { id: 3, value: 'Красный' },
        { id: 'temp-1', value: ' красный' },
      ],
    });
    expect(messagesOf(result)).toEqual([texts.valueRepeated('красный')]);
  });

  it.each([['temp'], ['temp-'], ['tmp-1'], ['temp-1; drop table'], [0], [-1], [1.5]])(
    'refuses the value id %j',
    (valueId) => {
      const body = { title: 'Цвет', values: [{ id: valueId, value: 'красный' }] };
      expect(characteristicUpdateSchema.safeParse(body).success).toBe(false);
    },
  );
});

describe('mainValuesSchema', () => {
  it('needs at least one value', () => {
    expect(messagesOf(mainValuesSchema.safeParse({ values_id: [] }))).toEqual([
      texts.mainValuesRequired,
    ]);
    expect(mainValuesSchema.parse({ values_id: [5, 6] })).toEqual({ values_id: [5, 6] });
  });
});

describe('productMainValuesSchema: several characteristics at once', () => {
  const choice = (characteristicId: number, valueIds: number[]) => ({
    characteristic_id: characteristicId,
    values_id: valueIds,
  });

  it('takes each characteristic once with at least one value', () => {
    const body = { characteristics: [choice(1, [11, 12]), choice(2, [21])] };
    expect(productMainValuesSchema.parse(body)).toEqual(body);
  });

  it.each([
    ['no characteristic', [], texts.mainValuesRequired],
    ['a characteristic without values', [choice(1, [])], texts.mainValuesRequired],
    ['a characteristic twice', [choice(1, [11]), choice(1, [12])], texts.repeatedOnProduct],
  ])('refuses %s', (_case, characteristics, message) => {
    expect(messagesOf(productMainValuesSchema.safeParse({ characteristics }))).toEqual([message]);
  });
});

describe('productUpdateSchema: characteristics_id', () => {
  it(`takes up to ${CHARACTERISTIC_LIMITS.perProductMax} characteristics a product`, () => {
    const ids = (count: number) => Array.from({ length: count }, (_, i) => i + 1);
    expect(
      productUpdateSchema.safeParse({
        characteristics_id: ids(CHARACTERISTIC_LIMITS.perProductMax),
      }).success,
    ).toBe(true);
    expect(
      messagesOf(
        productUpdateSchema.safeParse({
          characteristics_id: ids(CHARACTERISTIC_LIMITS.perProductMax + 1),
        }),
      ),
    ).toEqual([texts.tooManyOnProduct]);
  });
});
