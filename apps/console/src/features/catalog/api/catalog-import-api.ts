import type { ImportMapping } from '@vitrina/contracts/catalog-import/columns';
import type { ImportJob, ImportMode, ImportStatus } from '@vitrina/contracts/catalog-import/jobs';
import { baseApi } from '../../../shared/api/base-api';
import { dataOf } from '../../../shared/api/envelope';

export type CatalogFileFormat = 'csv' | 'xlsx';

export interface ImportUpload {
  collectionId: number;
  /** One file, or CommerceML's import.xml with offers.xml. */
  files: readonly File[];
  mode: ImportMode;
  /** A table's columns as the merchant mapped them; left out, the server guesses. */
  mapping?: ImportMapping;
  /** Apply the valid rows though some are refused. */
  onlyValid?: boolean;
}

/**
 * Whether a job is still going. Written out rather than read from the contract's list, whose
 * module holds zod: the collection page's first load follows a running import too.
 */
export const isImportActive = (status: ImportStatus) => status === 'queued' || status === 'running';

// The fields before the files: the server reads the form in order.
function importForm({ files, mode, mapping, onlyValid }: ImportUpload): FormData {
  const form = new FormData();
  form.append('mode', mode);
  if (mapping) form.append('mapping', JSON.stringify(mapping));
  if (onlyValid) form.append('only_valid', 'true');
  for (const file of files) form.append('file', file);
  return form;
}

// A download is a file, not JSON: its body becomes an object URL for the browser to save.
const fileOrFailure = async (response: Response) =>
  response.ok ? URL.createObjectURL(await response.blob()) : ((await response.json()) as unknown);

/** What an apply changes: the products, their categories and the collections' counts. */
const CHANGED_BY_APPLY = ['Product', 'Category', 'Collection'] as const;

/** The catalog's import (a dry run, then apply) and its downloads (the export, refused rows). */
export const catalogImportApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Sends the file; answers the job's id, which `importJob` follows. */
    startImport: build.mutation<{ id: number }, ImportUpload>({
      query: (upload) => ({
        url: `v1/catalog/collection/${upload.collectionId}/import/`,
        method: 'POST',
        body: importForm(upload),
      }),
      transformResponse: dataOf<{ id: number }>,
    }),
    importJob: build.query<ImportJob, number>({
      query: (id) => `v1/catalog/import/${id}/`,
      transformResponse: dataOf<ImportJob>,
      // An apply that has just ended (or was found ended) changed the catalog: its lists are
      // read again, once, whoever was watching it.
      async onQueryStarted(_id, { dispatch, getCacheEntry, queryFulfilled }) {
        const before = getCacheEntry().data;
        const { data: job } = await queryFulfilled.catch(() => ({ data: undefined }));
        const ended = job?.mode === 'apply' && !isImportActive(job.status);
        if (ended && (!before || isImportActive(before.status))) {
          dispatch(baseApi.util.invalidateTags([...CHANGED_BY_APPLY]));
        }
      },
    }),
    /** Stops a job; what an apply has written stays. */
    cancelImport: build.mutation<ImportJob, number>({
      query: (id) => ({ url: `v1/catalog/import/${id}/`, method: 'DELETE' }),
      transformResponse: dataOf<ImportJob>,
      async onQueryStarted(id, { dispatch, queryFulfilled }) {
        const { data: job } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (job) void dispatch(catalogImportApi.util.upsertQueryData('importJob', id, job));
      },
    }),
    /** The collection's products in the import's columns; answers the file's object URL. */
    exportCollection: build.mutation<string, { collectionId: number; format: CatalogFileFormat }>({
      query: ({ collectionId, format }) => ({
        url: `v1/catalog/collection/${collectionId}/export.${format}`,
        responseHandler: fileOrFailure,
      }),
    }),
    /** The job's refused rows with their reasons, as CSV; answers the file's object URL. */
    refusedRows: build.mutation<string, number>({
      query: (id) => ({
        url: `v1/catalog/import/${id}/refused.csv`,
        responseHandler: fileOrFailure,
      }),
    }),
  }),
});

export const {
  useStartImportMutation,
  useImportJobQuery,
  useCancelImportMutation,
  useExportCollectionMutation,
  useRefusedRowsMutation,
} = catalogImportApi;
export const useImportJobState = catalogImportApi.endpoints.importJob.useQueryState;
