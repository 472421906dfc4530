import type { ImportJob } from '@vitrina/contracts/catalog-import/jobs';
import { expect } from 'vitest';
import type { App } from '../app';
import { bearer, type Account } from './accounts';
import { callApi } from './catalog';
import { multipartBody, type Part } from './photo-uploads';

/** What an import is sent with besides its file. */
export interface ImportForm {
  mode?: 'dry_run' | 'apply';
  mapping?: object;
  onlyValid?: boolean;
}

/** POST catalog/collection/{id}/import/ with the file (or an exchange's two files) and the form. */
export function postImport(
  app: App,
  account: Account,
  collectionId: number,
  files: { name: string; bytes: Buffer | string }[],
  form: ImportForm = {},
) {
  const parts: Part[] = [
    ...files.map(({ name, bytes }) => ({
      field: 'file',
      fileName: name,
      type: 'application/octet-stream',
      bytes,
    })),
    ...(form.mode ? [{ field: 'mode', bytes: form.mode }] : []),
    ...(form.mapping ? [{ field: 'mapping', bytes: JSON.stringify(form.mapping) }] : []),
    ...(form.onlyValid ? [{ field: 'only_valid', bytes: 'true' }] : []),
  ];
  const { payload, headers } = multipartBody(parts);
  return app.inject({
    method: 'POST',
    url: `/api/v1/catalog/collection/${collectionId}/import/`,
    headers: { ...bearer(account.accessToken), ...headers },
    payload,
  });
}

/** The job once it is over, as GET catalog/import/{id}/ answers it. */
export async function finishedImport(app: App, account: Account, id: number): Promise<ImportJob> {
  let job: ImportJob | undefined;
  await expect
    .poll(
      async () => {
        const response = await callApi(app, account, 'GET', `catalog/import/${id}/`);
        job = response.json().data;
        return job?.status;
      },
      { timeout: 30_000, interval: 50 },
    )
    .toMatch(/^(done|failed|cancelled)$/);
  return job!;
}

/** Imports the file and waits for the job to end. */
export async function importFile(
  app: App,
  account: Account,
  collectionId: number,
  file: { name: string; bytes: Buffer | string },
  form: ImportForm = {},
): Promise<ImportJob> {
  const response = await postImport(app, account, collectionId, [file], form);
  if (response.statusCode !== 202) throw new Error(`import refused: ${response.body}`);
  return finishedImport(app, account, response.json().data.id);
}
