import {
  variantDiscountProblem,
  variantInputSchema,
  type PriceOwner,
} from '@vitrina/contracts/variants';
import type { VariantBody } from './variant-draft';

/** The fields of a row a message may name; `value_ids` is the row itself. */
export type RowField = keyof VariantBody;

/** The first message of each refused field of a row. */
export type RowProblems = Partial<Record<RowField, string>>;

export const NO_PROBLEMS: RowProblems = {};

/** What the contract says of a row as typed, the discount judged against its price. */
export function rowProblems(product: PriceOwner, body: VariantBody): RowProblems {
  const parsed = variantInputSchema.safeParse(body);
  if (!parsed.success) {
    const problems: RowProblems = {};
    for (const { path, message } of parsed.error.issues) {
      const field = path[0] as RowField;
      problems[field] ??= message;
    }
    return problems;
  }
  const discount = variantDiscountProblem(product, parsed.data);
  return discount ? { discount_value: discount } : NO_PROBLEMS;
}

export const hasProblems = (problems: RowProblems) => Object.keys(problems).length > 0;
