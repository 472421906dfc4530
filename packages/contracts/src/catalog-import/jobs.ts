// The import's job as the console reads it (issue 31): GET catalog/import/{id}/.
import { z } from 'zod';
import { idSchema as id } from '../id';
import { importTargetSchema } from './columns';

export const IMPORT_STATUSES = ['queued', 'running', 'done', 'failed', 'cancelled'] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];

/** A dry run reads and compares, writing nothing; apply writes. */
export const IMPORT_MODES = ['dry_run', 'apply'] as const;
export type ImportMode = (typeof IMPORT_MODES)[number];

export const IMPORT_FORMATS = ['csv', 'xlsx', 'yml', 'commerceml'] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];

/** Statuses of a job that is not over: one such job per collection at a time. */
export const ACTIVE_IMPORT_STATUSES = ['queued', 'running'] as const satisfies ImportStatus[];

export const importRefusalSchema = z.object({ row: z.number().int(), message: z.string() });

/** A product as the import will leave it, for the dry run's first rows. */
export const importPreviewSchema = z.object({
  row: z.number().int(),
  action: z.enum(['create', 'update', 'skip']),
  title: z.string(),
  sku: z.string().nullable(),
  price: z.number().nullable(),
  categories: z.array(z.string()),
  photos: z.number().int(),
  variants: z.number().int(),
});

/** A table's column on the mapping screen: its header, where it goes, a few of its cells. */
export const importColumnSchema = z.object({
  header: z.string(),
  target: importTargetSchema.nullable(),
  samples: z.array(z.string()),
});

export const importJobSchema = z.object({
  id,
  collection_id: id,
  mode: z.enum(IMPORT_MODES),
  format: z.enum(IMPORT_FORMATS),
  status: z.enum(IMPORT_STATUSES),
  /** Rows (or offers) read of the file's total, the total known once the file is read. */
  progress: z.object({ done: z.number().int(), total: z.number().int().nullable() }),
  summary: z.object({
    created: z.number().int(),
    updated: z.number().int(),
    skipped: z.number().int(),
    /** The first refusals; `refused` counts them all. */
    errors: z.array(importRefusalSchema),
    refused: z.number().int(),
    /** Photos that could not be fetched or read; their products are imported without them. */
    photos_failed: z.number().int(),
  }),
  /** Why the whole job stopped (a file that cannot be read), in Russian. */
  failure: z.string().nullable(),
  /** A table's columns as mapped; empty for a feed. */
  columns: z.array(importColumnSchema),
  /** A workbook's sheets, to choose another. */
  sheets: z.array(z.string()),
  preview: z.array(importPreviewSchema),
  created_at: z.string(),
  finished_at: z.string().nullable(),
});

export type ImportJob = z.infer<typeof importJobSchema>;
export type ImportPreview = z.infer<typeof importPreviewSchema>;
export type ImportColumn = z.infer<typeof importColumnSchema>;
