import { CHARACTERISTIC_LIMITS, VARIANT_LIMITS } from '@vitrina/contracts/limits';
import { discountProblem } from '@vitrina/contracts/pricing';
import { cellProblems } from '@vitrina/contracts/catalog-import/values';
import { importMessages } from '@vitrina/contracts/catalog-import/import-messages';
import type { ImportedProduct } from './imported-product';

const lower = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/** The product's own discount against its price, as the product editor checks it (spec §5). */
function discountOf(product: ImportedProduct, price: number | null | undefined) {
  if (!product.discount) return null;
  return discountProblem(price ?? null, product.discount.value, product.discount.type);
}

/** Texts the catalog cannot hold: a characteristic's title or value beyond its length. */
function characteristicProblem(product: ImportedProduct): string | null {
  const texts = [
    ...(product.characteristics ?? []).flatMap(({ title, values }) => [title, ...values]),
    ...(product.variants ?? []).flatMap(({ options }) =>
      options.flatMap(({ title, value }) => [title, value]),
    ),
  ];
  const long = texts.find((text) => text.length > CHARACTERISTIC_LIMITS.valueMaxLength);
  if (long !== undefined) {
    return cellProblems.tooLong(`«${long.slice(0, 20)}…»`, CHARACTERISTIC_LIMITS.valueMaxLength);
  }
  const count = new Set([
    ...(product.characteristics ?? []).map(({ title }) => title),
    ...(product.variants?.[0]?.options ?? []).map(({ title }) => title),
  ]).size;
  return count > CHARACTERISTIC_LIMITS.perProductMax
    ? importMessages.tooManyCharacteristics(CHARACTERISTIC_LIMITS.perProductMax)
    : null;
}

/**
 * Why the product, as the file gives it, cannot be written, or null. `storedPrice` is the price
 * it keeps when the file gives none.
 */
export function productProblem(
  product: ImportedProduct,
  storedPrice: number | null | undefined,
): string | null {
  const price = product.price !== undefined ? product.price : storedPrice;
  const problem = discountOf(product, price) ?? characteristicProblem(product);
  if (problem) return lower(problem);
  if ((product.variants?.length ?? 0) > VARIANT_LIMITS.variantsMax) {
    return importMessages.tooManyVariants(VARIANT_LIMITS.variantsMax);
  }
  for (const variant of product.variants ?? []) {
    if (!variant.discount) continue;
    const own = discountProblem(
      variant.price ?? price ?? null,
      variant.discount.value,
      variant.discount.type,
    );
    if (own) return importMessages.atVariant(variant.row, lower(own));
  }
  return null;
}
