// What one import may hold, and what its job keeps (issue 31); apart from limits.ts, whose
// constants the widget bundles.
/** A catalog import (issue 31): what one file may hold, and what a job keeps of it. */
export const IMPORT_LIMITS = {
  fileBytesMax: 50 * 1024 * 1024,
  rowsMax: 100_000,
  /** Refused rows kept on the job; the CSV of refusals has them all up to this. */
  refusalsKept: 10_000,
  /** Rows the dry run shows as they will look. */
  previewRows: 10,
  /** Sample cells of each column on the mapping screen. */
  samplesPerColumn: 3,
  /** Products written in one transaction. */
  batchSize: 200,
  /** Photos fetched at once by one import. */
  photoFetchesAtOnce: 4,
} as const;
