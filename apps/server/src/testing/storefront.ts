import { eq } from 'drizzle-orm';
import type { App } from '../app';
import type { Db } from '../db/client';
import { domains } from '../db/schema';
import { createCategory, createCollection, createProduct } from './catalog';
import type { SignedInApp } from './signed-in-app';

/**
 * Marks the domain confirmed, as a successful verification would, without serving the
 * verification page. Written straight to the database: no showcase cache knows of it.
 */
export async function confirmDomain(db: Db, domainId: number) {
  await db
    .update(domains)
    .set({ isConfirmed: true, confirmedAt: new Date() })
    .where(eq(domains.id, domainId));
}

/** GET /api/v1/public/sites/{id}/showcases as a page would ask it, `origin` its Origin header. */
export const publicShowcases = (
  app: App,
  siteId: number,
  origin?: string,
  headers: Record<string, string> = {},
) =>
  app.inject({
    method: 'GET',
    url: `/api/v1/public/sites/${siteId}/showcases`,
    headers: { ...headers, ...(origin !== undefined && { origin }) },
  });

/** GET /api/v1/public/sites/{site_id}/products/{product_id} as the widget's view asks it. */
export const publicProduct = (
  app: App,
  siteId: number,
  productId: number,
  origin?: string,
  headers: Record<string, string> = {},
) =>
  app.inject({
    method: 'GET',
    url: `/api/v1/public/sites/${siteId}/products/${productId}`,
    headers: { ...headers, ...(origin !== undefined && { origin }) },
  });

/**
 * Two collections of the merchant's for query counts: `small` of one product, `large` of 30,
 * all in its `category`; a showcase of `[small]` and one of all three show 1 and 31 cards.
 */
export async function smallAndLargeCollections({ app, merchant, call }: SignedInApp) {
  const small = (await createCollection(app, merchant)).id;
  const large = (await createCollection(app, merchant)).id;
  const category = (await createCategory(app, merchant, large)).id;
  await createProduct(app, merchant, small);
  for (let index = 0; index < 30; index += 1) {
    const product = await createProduct(app, merchant, large);
    await call('PUT', `catalog/product/${product.id}/`, { categories_id: [category] });
  }
  return { small, large, category };
}
