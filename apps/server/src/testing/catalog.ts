import { count } from 'drizzle-orm';
import type { App } from '../app';
import type { Db } from '../db/client';
import { categories, collections, productCategories, products } from '../db/schema';
import { bearer, type Account } from './accounts';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A signed-in call to the general API, `path` relative to /api/v1/. */
export function callApi(
  app: App,
  account: Account,
  method: Method,
  path: string,
  payload?: unknown,
) {
  return app.inject({
    method,
    url: `/api/v1/${path}`,
    headers: bearer(account.accessToken),
    ...(payload !== undefined && { payload: payload as object }),
  });
}

/** The `data` of a POST that must succeed. */
export async function createdData<Data = { id: number }>(
  app: App,
  account: Account,
  path: string,
  payload: object,
): Promise<Data> {
  const response = await callApi(app, account, 'POST', path, payload);
  if (response.statusCode !== 200) {
    throw new Error(`POST ${path} failed: ${response.statusCode} ${response.body}`);
  }
  return response.json().data;
}

export const createCollection = (app: App, account: Account, title = 'Одежда и обувь') =>
  createdData(app, account, 'catalog/collection/', { title });

export const createCategory = (
  app: App,
  account: Account,
  collectionId: number,
  parentId: number | null = null,
  title = 'Футболки',
) =>
  createdData(app, account, 'catalog/category/', {
    title,
    parent_id: parentId,
    collection_id: collectionId,
  });

export const createProduct = (
  app: App,
  account: Account,
  collectionId: number,
  fields: object = {},
) =>
  createdData(app, account, `catalog/collection/${collectionId}/product/`, {
    title: 'Футболка белая',
    ...fields,
  });

/** Row counts of the catalog tables, to show that a refused call wrote nothing. */
export async function catalogRowCounts(db: Db) {
  const rowsOf = async (
    table: typeof collections | typeof categories | typeof products | typeof productCategories,
  ) => (await db.select({ rows: count() }).from(table))[0]?.rows ?? 0;
  return {
    collections: await rowsOf(collections),
    categories: await rowsOf(categories),
    products: await rowsOf(products),
    links: await rowsOf(productCategories),
  };
}
