import {
  IMPORT_FORMATS,
  IMPORT_MODES,
  IMPORT_STATUSES,
  type ImportColumn,
  type ImportPreview,
} from '@vitrina/contracts/catalog-import/jobs';
import type { ImportMapping } from '@vitrina/contracts/catalog-import/columns';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { collections } from './collections';
import { createdAt, id, timestampWithZone } from './columns';
import { belongsTo } from './references';
import { shops } from './shops';

export const importStatusEnum = pgEnum('import_status', IMPORT_STATUSES);
export const importModeEnum = pgEnum('import_mode', IMPORT_MODES);
export const importFormatEnum = pgEnum('import_format', IMPORT_FORMATS);

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

/**
 * A catalog import (issue 31): a file read into a collection, as a dry run or for real, by a
 * worker of any server process. A running job's lease ends unless renewed, so a job whose process
 * died is taken again and goes on from `progress_done`.
 */
export const catalogImports = pgTable(
  'catalog_imports',
  {
    id: id(),
    shopId: belongsTo('shop_id', () => shops.id),
    collectionId: belongsTo('collection_id', () => collections.id),
    mode: importModeEnum('mode').notNull(),
    format: importFormatEnum('format').notNull(),
    status: importStatusEnum('status').notNull().default('queued'),
    fileName: text('file_name').notNull(),
    fileBytes: integer('file_bytes').notNull(),
    /** A table's mapping as applied; null for a feed. */
    mapping: jsonb('mapping').$type<ImportMapping>(),
    /** The headers it was made for, normalised: the next file with them is mapped the same. */
    headersKey: text('headers_key'),
    /** Apply the valid rows though some are refused; otherwise refused rows stop it first. */
    onlyValid: boolean('only_valid').notNull().default(false),
    /** Items (rows, offers) read and done, in file order: where a resumed job goes on. */
    progressDone: integer('progress_done').notNull().default(0),
    progressTotal: integer('progress_total'),
    created: integer('created').notNull().default(0),
    updated: integer('updated').notNull().default(0),
    skipped: integer('skipped').notNull().default(0),
    refused: integer('refused').notNull().default(0),
    photosFailed: integer('photos_failed').notNull().default(0),
    columns: jsonb('columns').$type<ImportColumn[]>().notNull().default([]),
    sheets: jsonb('sheets').$type<string[]>().notNull().default([]),
    preview: jsonb('preview').$type<ImportPreview[]>().notNull().default([]),
    failure: text('failure'),
    /** While a worker holds the job; a lapsed lease lets another take it. */
    leasedUntil: timestampWithZone('leased_until'),
    createdAt: createdAt(),
    finishedAt: timestampWithZone('finished_at'),
  },
  (table) => [
    // One import of a collection at a time.
    uniqueIndex('catalog_imports_active_collection_unique')
      .on(table.collectionId)
      .where(sql`${table.status} in ('queued', 'running')`),
    // The worker's pick: jobs not over, by lease.
    index('catalog_imports_active_index')
      .on(table.leasedUntil)
      .where(sql`${table.status} in ('queued', 'running')`),
    // The shop's last mapping of a set of headers.
    index('catalog_imports_shop_id_headers_key_index').on(table.shopId, table.headersKey),
    index('catalog_imports_collection_id_index').on(table.collectionId),
  ],
);

/** The uploaded file in pieces, kept in the database so a worker of any process can read it. */
export const catalogImportChunks = pgTable(
  'catalog_import_chunks',
  {
    importId: belongsTo('import_id', () => catalogImports.id),
    seq: integer('seq').notNull(),
    bytes: bytea('bytes').notNull(),
  },
  (table) => [primaryKey({ columns: [table.importId, table.seq] })],
);

/** Each refused row of an import and why, for the summary and its CSV. */
export const catalogImportRefusals = pgTable(
  'catalog_import_refusals',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    importId: belongsTo('import_id', () => catalogImports.id),
    row: integer('row').notNull(),
    message: text('message').notNull(),
  },
  (table) => [index('catalog_import_refusals_import_id_id_index').on(table.importId, table.id)],
);

export type CatalogImportRow = typeof catalogImports.$inferSelect;
