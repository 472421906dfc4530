// Payloads of the characteristic calls (spec §3, §5, §7.3): reusable attributes with values,
// and the main values a product shows on its card.
import { z } from 'zod';
import { idSchema } from './id';
import { CHARACTERISTIC_LIMITS } from './limits';
import { messages } from './messages';
import { text } from './text';

const id = idSchema;
const { characteristic: texts } = messages;

/** The prefix of a value the edit dialog added and the server has not stored yet (spec §3). */
export const TEMPORARY_VALUE_ID_PREFIX = 'temp-';

/** A new value's id as the console makes it: `temp-` and a timestamp (with a counter). */
export const temporaryValueIdSchema = z
  .string()
  .regex(/^temp-[\w-]{1,40}$/)
  .describe('A value the edit creates: "temp-" and a timestamp');

/** How two values are compared for sameness: trimmed, case-insensitive. */
export const valueKey = (value: string) => value.trim().toLocaleLowerCase('ru-RU');

const characteristicTitle = text({ error: texts.titleRequired })
  .trim()
  .min(1, texts.titleRequired)
  .max(CHARACTERISTIC_LIMITS.titleMaxLength, texts.titleTooLong);

const valueText = text().trim().max(CHARACTERISTIC_LIMITS.valueMaxLength, texts.valueTooLong);

/** Blank values dropped, and of values that are the same (`valueKey`) the first kept. */
function distinctValues(values: string[]): string[] {
  const seen = new Set<string>();
  return values.filter((value) => {
    const key = valueKey(value);
    if (key === '' || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * POST catalog/characteristic/: a trimmed title and at least one value left once blanks are
 * dropped and repeats merged (spec §5).
 */
export const characteristicCreateSchema = z.object({
  title: characteristicTitle,
  values: z
    .array(valueText)
    .transform(distinctValues)
    .pipe(
      z
        .array(z.string())
        .min(1, texts.valuesRequired)
        .max(CHARACTERISTIC_LIMITS.valuesMax, texts.tooManyValues),
    ),
});

/**
 * PUT catalog/characteristic/{id}/: the values as the edit dialog holds them. A stored id keeps
 * its value (renamed in place), a `temp-` id is created, a value left out (or left blank) is
 * deleted. A characteristic may be left with no values (spec §2.8 has that empty state); the same
 * value twice is refused, since merging would silently delete one of two stored values.
 */
export const characteristicUpdateSchema = z.object({
  title: characteristicTitle,
  values: z
    .array(z.object({ id: z.union([id, temporaryValueIdSchema]), value: valueText }))
    .transform((values) => values.filter(({ value }) => value !== ''))
    .pipe(
      z
        .array(z.object({ id: z.union([z.number(), z.string()]), value: z.string() }))
        .max(CHARACTERISTIC_LIMITS.valuesMax, texts.tooManyValues)
        .superRefine((values, context) => {
          const seen = new Set<string>();
          for (const { value } of values) {
            const key = valueKey(value);
            if (seen.has(key)) {
              context.addIssue({ code: 'custom', message: texts.valueRepeated(value) });
              return;
            }
            seen.add(key);
          }
        }),
    ),
});

/** PUT catalog/product/{product_id}/characteristic/{characteristic_id}/values/main/. */
export const mainValuesSchema = z.object({
  values_id: z
    .array(id)
    .min(1, texts.mainValuesRequired)
    .max(CHARACTERISTIC_LIMITS.valuesMax, texts.tooManyValues),
});

/**
 * PUT catalog/product/{id}/characteristics/values/main/: the main values of several of the
 * product's characteristics at once, each replaced as the call of one does; one transaction.
 */
export const productMainValuesSchema = z.object({
  characteristics: z
    .array(z.object({ characteristic_id: id, values_id: mainValuesSchema.shape.values_id }))
    .min(1, texts.mainValuesRequired)
    .max(CHARACTERISTIC_LIMITS.perProductMax, texts.tooManyOnProduct)
    .refine(
      (choices) =>
        new Set(choices.map((choice) => choice.characteristic_id)).size === choices.length,
      texts.repeatedOnProduct,
    ),
});

/** A value; `main_value` says whether it is a main one of the product it is read with. */
export const characteristicValueSchema = z.object({
  id,
  characteristic_id: id,
  value: z.string(),
  main_value: z.boolean(),
});

/** A characteristic with its values in their order. */
export const characteristicSchema = z.object({
  id,
  title: z.string(),
  values: z.array(characteristicValueSchema),
});

export type CharacteristicCreate = z.input<typeof characteristicCreateSchema>;
export type CharacteristicUpdate = z.input<typeof characteristicUpdateSchema>;
export type CharacteristicUpdateValues = z.output<typeof characteristicUpdateSchema>['values'];
export type MainValues = z.input<typeof mainValuesSchema>;
export type ProductMainValues = z.input<typeof productMainValuesSchema>;
export type Characteristic = z.infer<typeof characteristicSchema>;
export type CharacteristicValue = z.infer<typeof characteristicValueSchema>;
