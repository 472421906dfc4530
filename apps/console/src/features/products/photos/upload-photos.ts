import type { BaseQueryApi, FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
import type { Product } from '@vitrina/contracts/products';
import { apiEnvironmentOf } from '../../../shared/api/api-environment';
import { sendWithSession } from '../../../shared/api/base-query';
import type { Envelope } from '../../../shared/api/envelope';
import { sendForm, type FormOutcome } from './send-form';

export interface PhotoUpload {
  productId: number;
  files: readonly File[];
  /** Bytes of this request's body sent so far, of all; from the start again on a retry. */
  onProgress: (sent: number, total: number) => void;
}

/** The multipart body of `POST catalog/product/{id}/photos`: one `file_content` per file. */
function uploadForm(files: readonly File[]): FormData {
  const form = new FormData();
  for (const file of files) form.append('file_content', file, file.name);
  return form;
}

const succeeded = (outcome: FormOutcome): outcome is { status: number; data: Envelope<Product> } =>
  typeof outcome.status === 'number' && outcome.status >= 200 && outcome.status < 300;

function failureOf(outcome: FormOutcome): FetchBaseQueryError {
  if (outcome.status === 'ABORTED') return { status: 'CUSTOM_ERROR', error: 'AbortError' };
  return outcome;
}

/**
 * The upload as an RTK Query `queryFn`: sent through XMLHttpRequest for its progress, with the
 * session handling of the base query (one shared refresh on 401, the end of the session on 403).
 * Aborting the mutation aborts the request.
 */
export async function uploadPhotos(
  { productId, files, onProgress }: PhotoUpload,
  api: BaseQueryApi,
): Promise<{ data: Product } | { error: FetchBaseQueryError }> {
  const url = `${apiEnvironmentOf(api).baseUrl}v1/catalog/product/${productId}/photos`;
  const outcome = await sendWithSession(
    api,
    (accessToken) =>
      sendForm({ url, form: uploadForm(files), accessToken, onProgress, signal: api.signal }),
    (result) => result.status,
  );
  return succeeded(outcome) ? { data: outcome.data.data } : { error: failureOf(outcome) };
}
