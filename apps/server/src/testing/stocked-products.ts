import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { products, productVariants } from '../db/schema';

/** Switches stock tracking on with `stock` left and the threshold given. */
export async function trackStock(db: Db, productId: number, stock: number | null, threshold = 0) {
  await db
    .update(products)
    .set({ trackStock: true, stock, stockThreshold: threshold })
    .where(eq(products.id, productId));
}

export async function stockOf(db: Db, productId: number, variantId?: number) {
  const [row] =
    variantId === undefined
      ? await db.select({ stock: products.stock }).from(products).where(eq(products.id, productId))
      : await db
          .select({ stock: productVariants.stock })
          .from(productVariants)
          .where(eq(productVariants.id, variantId));
  return row?.stock;
}
