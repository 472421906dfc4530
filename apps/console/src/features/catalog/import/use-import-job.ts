import { skipToken } from '@reduxjs/toolkit/query/react';
import { isImportActive, useImportJobQuery, useImportJobState } from '../api/catalog-import-api';

/** How often a job under way is read again, ms. */
export const IMPORT_POLL_MS = 700;

/** The job, read again every 700 ms until it is over; no job while `id` is null. */
export function useImportJob(id: number | null) {
  const arg = id ?? skipToken;
  const { data: known } = useImportJobState(arg);
  const active = !known || isImportActive(known.status);
  return useImportJobQuery(arg, {
    pollingInterval: active ? IMPORT_POLL_MS : 0,
    refetchOnMountOrArgChange: true,
  });
}
