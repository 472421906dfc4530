import {
  variantsSaveSchema,
  type Variant,
  type VariantInput,
  type Variants,
} from '@vitrina/contracts/variants';
import { reply } from '../../../testing/fake-api';

const sameValues = (left: readonly number[], right: readonly number[]) =>
  left.length === right.length && left.every((id) => right.includes(id));

/** A stored variant, every field given or the server's default. */
export function aVariant(id: number, value_ids: number[], fields: Partial<Variant> = {}): Variant {
  return {
    id,
    value_ids,
    sku: null,
    price: null,
    discount_value: null,
    discount_type: null,
    stock: null,
    photo_id: null,
    enabled: true,
    ...fields,
  };
}

/**
 * The products' options and variants as the server keeps them: a save replaces a product's set,
 * a variant keeping its id when it names it or its values are stored, the rest given new ids.
 */
export function fakeVariants(start: Readonly<Record<number, Variants>> = {}) {
  const sets = new Map(Object.entries(structuredClone(start)).map(([id, set]) => [+id, set]));
  let nextId = 1000;
  const of = (productId: number): Variants => sets.get(productId) ?? { options: [], variants: [] };

  const keep = (stored: readonly Variant[], variant: VariantInput): Variant => ({
    ...variant,
    id:
      variant.id ??
      stored.find((old) => sameValues(old.value_ids, variant.value_ids))?.id ??
      nextId++,
  });

  /** Answers the PUT as the server does: 422 with each refused field, or the stored set. */
  const save = (productId: number, body: unknown) => {
    const parsed = variantsSaveSchema.safeParse(body);
    if (!parsed.success) {
      const errors = parsed.error.issues.map(({ path, message }) => ({
        field: path.join('.'),
        message,
      }));
      return { refused: reply(422, { detail: errors[0]!.message, errors }) };
    }
    const stored = of(productId).variants;
    const set = {
      options: parsed.data.options,
      variants: parsed.data.variants.map((variant) => keep(stored, variant)),
    };
    sets.set(productId, set);
    return { set };
  };

  /** How many variants of every product use each of these values. */
  const usesOf = (valueIds: readonly number[]) => ({
    values: valueIds.map((value_id) => ({
      value_id,
      variants: [...sets.values()]
        .flatMap((set) => set.variants)
        .filter((variant) => variant.value_ids.includes(value_id)).length,
    })),
  });

  return { of, save, usesOf };
}
