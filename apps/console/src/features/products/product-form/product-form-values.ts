import type { DiscountType, Unit } from '@vitrina/contracts/enums';
import { discountProblem } from '@vitrina/contracts/pricing';
import { productCreateSchema, type Product, type ProductUpdate } from '@vitrina/contracts/products';
import type { Control } from 'react-hook-form';
import { z } from 'zod';

/**
 * The general tab's fields as the inputs hold them: text, with the numbers as typed, so a
 * number field may be empty or half-typed while the merchant edits it.
 */
export interface ProductFormValues {
  title: string;
  sku: string;
  description: string;
  /** The product's text; the API also calls it `text`. */
  about: string;
  price: string;
  discount_value: string;
  discount_type: DiscountType;
  quantity: string;
  module: Unit;
  /** «Учитывать остаток», and the stock and threshold it then asks for. */
  track_stock: boolean;
  stock: string;
  stock_threshold: string;
}

const numberText = (value: number | null) => (value === null ? '' : String(value));

export function formValuesOf(product: Product): ProductFormValues {
  return {
    title: product.title,
    sku: product.sku ?? '',
    description: product.description ?? '',
    about: product.about ?? '',
    price: numberText(product.price),
    discount_value: String(product.discount_value),
    discount_type: product.discount_type,
    quantity: String(product.quantity),
    module: product.module,
    track_stock: product.track_stock,
    stock: numberText(product.stock),
    stock_threshold: String(product.stock_threshold),
  };
}

/**
 * The number a field's text stands for: `blank` for an empty field; a number too large to hold
 * (1e400) counts as the largest one, so it fails the field's maximum with its own message.
 */
export function amount<Blank extends number | null>(text: string, blank: Blank): number | Blank {
  if (text.trim() === '') return blank;
  const value = Number(text);
  if (value === Infinity) return Number.MAX_VALUE;
  if (value === -Infinity) return -Number.MAX_VALUE;
  return value;
}

const fields = productCreateSchema.shape;
const optionalText = (schema: typeof fields.sku) =>
  schema
    .unwrap()
    .unwrap()
    .transform((text) => (text === '' ? null : text));

const STOCK_SCHEMAS = {
  stock: fields.stock.unwrap(),
  stock_threshold: fields.stock_threshold.unwrap(),
} as const;
type StockField = keyof typeof STOCK_SCHEMAS;

/** The contract's message for a stock field's value, or undefined when it takes the value. */
const stockProblem = (name: StockField, value: number | null) =>
  STOCK_SCHEMAS[name].safeParse(value).error?.issues[0]?.message;

interface StockValues {
  track_stock: boolean;
  stock: number | null;
  stock_threshold: number;
}

/**
 * Untracked, the stock fields are hidden and nobody checks them: what they hold is sent when the
 * contract takes it, so switching tracking on again finds it, and nothing otherwise.
 */
function untrackedStock<Values extends StockValues>(values: Values): Values {
  if (values.track_stock) return values;
  const { stock, stock_threshold } = values;
  return {
    ...values,
    stock: stockProblem('stock', stock) ? null : stock,
    stock_threshold: stockProblem('stock_threshold', stock_threshold) ? 0 : stock_threshold,
  };
}

/**
 * The form's rules: the contract's fields and messages (spec §5), read from the typed texts, and
 * the discount's ceiling for its type (at most 100 %, or at most the price in rubles).
 */
export const productFormSchema = z
  .object({
    title: fields.title,
    sku: optionalText(fields.sku),
    description: optionalText(fields.description),
    about: optionalText(fields.about),
    price: z
      .string()
      .transform((text) => amount(text, null))
      .pipe(fields.price.unwrap()),
    discount_value: z
      .string()
      .transform((text) => amount(text, 0))
      .pipe(fields.discount_value.unwrap()),
    discount_type: fields.discount_type.unwrap(),
    quantity: z
      .string()
      .transform((text) => amount(text, 0))
      .pipe(fields.quantity.unwrap()),
    module: fields.module.unwrap(),
    track_stock: fields.track_stock.unwrap(),
    // A blank stock is none left; the threshold is 0 unless told.
    stock: z.string().transform((text) => amount(text, null)),
    stock_threshold: z.string().transform((text) => amount(text, 0)),
  })
  .superRefine(({ price, discount_value, discount_type }, context) => {
    const problem = discountProblem(price, discount_value, discount_type);
    if (problem) context.addIssue({ code: 'custom', path: ['discount_value'], message: problem });
  })
  .superRefine((values, context) => {
    if (!values.track_stock) return;
    for (const name of Object.keys(STOCK_SCHEMAS) as StockField[]) {
      const problem = stockProblem(name, values[name]);
      if (problem) context.addIssue({ code: 'custom', path: [name], message: problem });
    }
  })
  .transform(untrackedStock);

export type ProductFormOutput = z.output<typeof productFormSchema>;

export type ProductFormControl = Control<ProductFormValues, unknown, ProductFormOutput>;

/**
 * What the save sends back (spec §3, §7.3): the form's fields, the text under both of its names,
 * and the product's links as ids, its characteristics in the form's order. The photos' order is
 * the photos section's own save, and the sale switch belongs to the collection page; neither is
 * sent, so a stale copy cannot undo them.
 */
export function productUpdateOf(
  product: Product,
  values: ProductFormOutput,
  characteristicIds: readonly number[],
): ProductUpdate & { id: number } {
  return {
    id: product.id,
    ...values,
    text: values.about,
    categories_id: product.categories.map(({ id }) => id),
    characteristics_id: [...characteristicIds],
  };
}

/** A number field's text as a number, so '1500' and '1500.0' are the same price. */
const comparableAmount = (text: string) => (text.trim() === '' ? null : Number(text));

/** The form's values in the terms two of them are compared in: numbers as numbers. */
export function comparableValues(values: ProductFormValues) {
  return {
    ...values,
    price: comparableAmount(values.price),
    discount_value: comparableAmount(values.discount_value),
    quantity: comparableAmount(values.quantity),
    stock: comparableAmount(values.stock),
    stock_threshold: comparableAmount(values.stock_threshold),
  };
}
