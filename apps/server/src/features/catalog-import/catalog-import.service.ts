import { importMessages } from '@vitrina/contracts/catalog-import/import-messages';
import type { ImportJob } from '@vitrina/contracts/catalog-import/jobs';
import { IMPORT_LIMITS } from '@vitrina/contracts/catalog-import/limits';
import { zipSync } from 'fflate';
import { createReadStream } from 'node:fs';
import { readFile, stat, writeFile } from 'node:fs/promises';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/unique-violation';
import { AppError, NotFoundError } from '../../errors/app-error';
import { FileRefusal } from '../../infra/archives/file-refusal';
import type { Clock } from '../../infra/clock';
import type { Table } from '../../infra/spreadsheets/table';
import type { CollectionsService } from '../catalog/collections.service';
import { sniffFormat, zipFormat } from './import-format';
import {
  cancelJob,
  deleteChunks,
  insertChunk,
  insertJob,
  selectJob,
  selectRefusals,
} from './import-jobs.repository';
import { openZip } from '../../infra/archives/zip-archive';
import { jobJson } from './job-json';
import type { ImportUpload } from './read-import-upload';

/** The file is kept in the database in pieces of this size. */
const CHUNK_BYTES = 1024 * 1024;
/** Refusals the job's answer lists; the CSV of refusals has all that were kept. */
const ERRORS_SHOWN = 100;

interface CatalogImportDeps {
  db: Db;
  now: Clock;
  collections: Pick<CollectionsService, 'get'>;
  /** Wakes this process's import worker for a new job. */
  nudge: () => void;
}

/** Two uploaded XML files (CommerceML's import.xml and offers.xml) as one exchange zip. */
async function asExchange(upload: ImportUpload): Promise<{ name: string; path: string }> {
  if (upload.files.length === 1) return upload.files[0]!;
  const entries: Record<string, Uint8Array> = {};
  for (const file of upload.files) {
    const head = (await readFile(file.path)).subarray(0, 4096).toString('utf-8');
    entries[head.includes('ПакетПредложений') ? 'offers.xml' : 'import.xml'] = await readFile(
      file.path,
    );
  }
  if (Object.keys(entries).length !== 2) {
    throw new AppError('UNPROCESSABLE', importMessages.tooManyParts);
  }
  const path = `${upload.files[0]!.path}.zip`;
  await writeFile(path, zipSync(entries));
  return { name: 'exchange.zip', path };
}

/** The file's kind by its content; refused (422) when it is none the import reads. */
async function formatOf(path: string) {
  const sniffed = await sniffFormat(path);
  if (sniffed !== 'zip') return sniffed;
  try {
    const zip = await openZip(path);
    try {
      return zipFormat(zip.names);
    } finally {
      zip.close();
    }
  } catch (error) {
    if (error instanceof FileRefusal) throw new AppError('UNPROCESSABLE', error.message);
    throw error;
  }
}

/** The upload's bytes, a chunk at a time. */
async function* chunksOf(path: string): AsyncIterable<Buffer> {
  for await (const chunk of createReadStream(path, { highWaterMark: CHUNK_BYTES })) {
    yield chunk as Buffer;
  }
}

/** A merchant's imports: started with a file, read, cancelled; another's are a 404. */
export function createCatalogImportService({ db, now, collections, nudge }: CatalogImportDeps) {
  async function ownJob(shopId: number, id: number) {
    const row = await selectJob(db, shopId, id);
    if (!row) throw new NotFoundError(importMessages.notFound);
    return row;
  }

  return {
    /** Keeps the upload with a new job of the collection, for a worker to run; its id. */
    async start(shopId: number, collectionId: number, upload: ImportUpload): Promise<number> {
      await collections.get(shopId, collectionId);
      const file = await asExchange(upload);
      const format = await formatOf(file.path);
      if (!format) throw new AppError('UNPROCESSABLE', importMessages.unknownFormat);
      const { size } = await stat(file.path);
      try {
        const id = await db.transaction(async (tx) => {
          const jobId = await insertJob(tx, {
            shopId,
            collectionId,
            mode: upload.mode,
            format,
            fileName: file.name.slice(0, 255),
            fileBytes: size,
            mapping: upload.mapping,
            onlyValid: upload.onlyValid,
          });
          let seq = 0;
          for await (const chunk of chunksOf(file.path)) await insertChunk(tx, jobId, seq++, chunk);
          return jobId;
        });
        nudge();
        return id;
      } catch (error) {
        if (isUniqueViolation(error, 'catalog_imports_active_collection_unique')) {
          throw new AppError('CONFLICT', importMessages.busy);
        }
        throw error;
      }
    },

    async get(shopId: number, id: number): Promise<ImportJob> {
      const row = await ownJob(shopId, id);
      return jobJson(row, await selectRefusals(db, id, ERRORS_SHOWN));
    },

    /** Cancels the job if it is not over (what was written stays); answers it as it is then. */
    async cancel(shopId: number, id: number): Promise<ImportJob> {
      await ownJob(shopId, id);
      if (await cancelJob(db, shopId, id, now())) await deleteChunks(db, id);
      return this.get(shopId, id);
    },

    /** The refused rows and their reasons, as a table to download. */
    async refusals(shopId: number, id: number): Promise<Table> {
      await ownJob(shopId, id);
      const rows = await selectRefusals(db, id, IMPORT_LIMITS.refusalsKept);
      return {
        header: ['Строка', 'Причина'],
        rows: rows.map(({ row, message }) => [row, message]),
      };
    },
  };
}

export type CatalogImportService = ReturnType<typeof createCatalogImportService>;
