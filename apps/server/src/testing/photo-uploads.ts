import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { count } from 'drizzle-orm';
import type { App } from '../app';
import type { Db } from '../db/client';
import { mediaDeletions, productPhotos } from '../db/schema';
import { bearer, type Account } from './accounts';
import type { TestApp } from './build-test-app';

/** One part of a multipart body: a file (with a name and a declared type) or a text field. */
export interface Part {
  field?: string;
  fileName?: string;
  type?: string;
  bytes: Buffer | string;
}

/** A multipart/form-data body as a browser sends it; files go in `file_content` by default. */
export function multipartBody(parts: Part[]) {
  const boundary = `----vitrina-test-${Math.random().toString(16).slice(2)}`;
  const chunks = parts.flatMap((part) => {
    const field = part.field ?? 'file_content';
    const disposition =
      part.fileName === undefined
        ? `form-data; name="${field}"`
        : `form-data; name="${field}"; filename="${part.fileName}"`;
    const type =
      part.fileName === undefined ? '' : `Content-Type: ${part.type ?? 'image/jpeg'}\r\n`;
    return [
      Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n${type}\r\n`),
      Buffer.from(part.bytes),
      Buffer.from('\r\n'),
    ];
  });
  return {
    payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** Files named photo-1.jpg, photo-2.jpg… in `file_content`. */
export const filesOf = (images: Buffer[]): Part[] =>
  images.map((bytes, index) => ({ fileName: `photo-${index + 1}.jpg`, bytes }));

/** POST catalog/product/{id}/photos with this body as it is, broken or not. */
export function uploadBody(
  app: App,
  account: Account,
  productId: number,
  { payload, headers }: { payload: Buffer; headers: Record<string, string> },
) {
  return app.inject({
    method: 'POST',
    url: `/api/v1/catalog/product/${productId}/photos/`,
    headers: { ...bearer(account.accessToken), ...headers },
    payload,
  });
}

/** POST catalog/product/{id}/photos with these parts. */
export const uploadPhotos = (app: App, account: Account, productId: number, parts: Part[]) =>
  uploadBody(app, account, productId, multipartBody(parts));

/** GET of a file address the API answered (`/media/photos/…/800.webp`), as a browser would. */
export const fetchMedia = (app: App, url: string) => app.inject({ method: 'GET', url });

/** Every file under the test app's media folder, as keys. */
export async function storedKeys(testApp: Pick<TestApp, 'config'>): Promise<string[]> {
  const root = join(testApp.config.storage.dataDir, 'media');
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(root.length + 1))
    .sort();
}

/** Rows of the photo tables, to show that a refused call wrote nothing. */
export async function photoRowCounts(db: Db) {
  const [photos] = await db.select({ rows: count() }).from(productPhotos);
  const [deletions] = await db.select({ rows: count() }).from(mediaDeletions);
  return { photos: photos?.rows ?? 0, mediaDeletions: deletions?.rows ?? 0 };
}

/** The key a file address names: `/media/photos/<uuid>/800.webp` → `photos/<uuid>/800.webp`. */
export const keyOfUrl = (url: string) => url.replace(/^\/media\//, '');
