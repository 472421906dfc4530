import { messages } from '@vitrina/contracts/messages';
import type { orderLinePayloadSchema } from '@vitrina/contracts/storefront';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { PublishedNode } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import { orderLineOf, variantChoiceRefusal, type OrderLine } from './order-line';
import {
  findOrderableProducts,
  findOrderableVariants,
  type OrderableProduct,
  type OrderableVariant,
} from './orders.repository';

export type LinePayload = z.output<typeof orderLinePayloadSchema>;

/** A line of the cart as it will be charged: its place in `lines`, how many, the price seen. */
export interface CartLine extends OrderLine {
  index: number;
  quantity: number;
  unitPriceSeen: number | null;
}

interface FieldRefusal {
  field: string;
  message: string;
}

type Resolved = OrderLine | FieldRefusal;

function resolveLine(
  line: LinePayload,
  index: number,
  product: OrderableProduct | undefined,
  variant: OrderableVariant | undefined,
): Resolved {
  const field = (name: string, message: string) => ({ field: `lines.${index}.${name}`, message });
  if (!product) return field('product_id', messages.order.productUnavailable);
  const refusal = variantChoiceRefusal(product, line.variant_id);
  if (refusal) return field('variant_id', refusal);
  if (line.variant_id === undefined) return orderLineOf(product);
  if (variant?.productId !== product.id) {
    return field('variant_id', messages.order.variantUnavailable);
  }
  return orderLineOf(product, variant);
}

/**
 * The cart's lines, each product on sale under the site's published content and each variant
 * switched on and its product's, read in two statements whatever the cart's size; a 422 naming
 * every line that cannot be ordered otherwise.
 */
export async function resolveCartLines(
  db: Db,
  shopId: number,
  content: PublishedNode[],
  lines: LinePayload[],
): Promise<CartLine[]> {
  const productIds = [...new Set(lines.map((line) => line.product_id))];
  const products = await findOrderableProducts(db, shopId, content, productIds);
  const variants = await findOrderableVariants(
    db,
    lines.flatMap((line) => line.variant_id ?? []),
  );
  const productById = new Map(products.map((product) => [product.id, product]));
  const variantById = new Map(variants.map((variant) => [variant.id, variant]));
  const resolved = lines.map((line, index) =>
    resolveLine(
      line,
      index,
      productById.get(line.product_id),
      line.variant_id === undefined ? undefined : variantById.get(line.variant_id),
    ),
  );
  const refusals = resolved.filter((each): each is FieldRefusal => 'field' in each);
  if (refusals.length > 0) {
    throw new AppError('UNPROCESSABLE', refusals[0]!.message, { errors: refusals });
  }
  return (resolved as OrderLine[]).map((line, index) => ({
    ...line,
    index,
    quantity: lines[index]!.quantity,
    unitPriceSeen: lines[index]!.unit_price_seen,
  }));
}
