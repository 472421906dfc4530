import type { ImportJob } from '@vitrina/contracts/catalog-import/jobs';
import type { CatalogImportRow } from '../../db/schema';

/** A job as the console reads it, with its first refusals. */
export function jobJson(row: CatalogImportRow, errors: ImportJob['summary']['errors']): ImportJob {
  return {
    id: row.id,
    collection_id: row.collectionId,
    mode: row.mode,
    format: row.format,
    status: row.status,
    progress: { done: row.progressDone, total: row.progressTotal },
    summary: {
      created: row.created,
      updated: row.updated,
      skipped: row.skipped,
      errors,
      refused: row.refused,
      photos_failed: row.photosFailed,
    },
    failure: row.failure,
    columns: row.columns,
    sheets: row.sheets,
    preview: row.preview,
    created_at: row.createdAt.toISOString(),
    finished_at: row.finishedAt?.toISOString() ?? null,
  };
}
