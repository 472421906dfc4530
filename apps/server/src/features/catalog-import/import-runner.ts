import { importMessages } from '@vitrina/contracts/catalog-import/import-messages';
import { IMPORT_LIMITS } from '@vitrina/contracts/catalog-import/limits';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { CatalogImportRow } from '../../db/schema';
import type { Clock } from '../../infra/clock';
import { categoryPaths } from './catalog-export.service';
import { categoryResolver } from './category-resolver';
import {
  applyBatch,
  figuresOf,
  ImportCancelled,
  planBatch,
  type ApplyDeps,
  type BatchPlan,
  type JobScope,
} from './import-batch';
import { analyzeCatalog } from './catalog-entries.repository';
import {
  holdJob,
  lastMapping,
  readChunks,
  recordBatch,
  recordFileFacts,
  restartFigures,
} from './import-jobs.repository';
import { openSource, type ImportSource } from './import-source';
import type { ImportItem } from './imported-product';

export interface RunnerDeps extends ApplyDeps {
  now: Clock;
  /** What a photo's key is appended to, absolute: how the file names the collection's photos. */
  photoUrlBase: string;
  leaseSeconds: number;
  /**
   * The embedded database runs no autovacuum: the import refreshes the planner's statistics
   * itself. PostgreSQL's autovacuum does it better (an ANALYZE of a small start misled it).
   */
  refreshStatistics: boolean;
  /** Whether this process is stopping: the job stops between batches, to go on elsewhere. */
  stopped: () => boolean;
  /** Tells the merchant's public reads and caches that the catalog changed. */
  changed: (shopId: number) => void;
}

/** The job's file, copied out of the database to a folder of its own for the readers. */
async function fileOf(deps: RunnerDeps, job: CatalogImportRow) {
  const folder = await mkdtemp(join(tmpdir(), 'vitrina-import-'));
  const path = join(folder, 'upload');
  await pipeline(Readable.from(readChunks(deps.db, job.id)), createWriteStream(path));
  return { path, remove: () => rm(folder, { recursive: true, force: true }) };
}

/** The items in batches of the job's size, after the first `skip` (those a run before did). */
async function* batches(
  items: AsyncIterable<ImportItem>,
  skip: number,
): AsyncIterable<ImportItem[]> {
  let batch: ImportItem[] = [];
  let index = 0;
  for await (const item of items) {
    index += 1;
    if (index <= skip) continue;
    batch.push(item);
    if (batch.length === IMPORT_LIMITS.batchSize) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length) yield batch;
}

async function countItems(items: AsyncIterable<ImportItem>) {
  let count = 0;
  for await (const _ of items) count += 1;
  return count;
}

/**
 * Reads the whole file as a dry run would, keeping the lease; answers the plan's refusals. An
 * apply of all rows runs it first, so a file with refused rows writes nothing.
 */
async function refusalsOf(
  deps: RunnerDeps,
  job: CatalogImportRow,
  source: ImportSource,
  scope: JobScope,
) {
  const refused: BatchPlan['refused'] = [];
  for await (const batch of batches(source.items(), 0)) {
    checkRunning(deps);
    const plan = await planBatch(deps.db, scope, batch);
    refused.push(...plan.refused);
    if (!(await holdJob(deps.db, job.id, leaseEnd(deps)))) throw new ImportCancelled();
  }
  return refused;
}

const leaseEnd = (deps: RunnerDeps) => new Date(deps.now().getTime() + deps.leaseSeconds * 1000);

/** A dry run: every batch planned and counted, the first products kept as the preview. */
async function dryRun(
  deps: RunnerDeps,
  job: CatalogImportRow,
  source: ImportSource,
  scope: JobScope,
) {
  await restartFigures(deps.db, job.id);
  const preview: BatchPlan['preview'] = [];
  for await (const batch of batches(source.items(), 0)) {
    checkRunning(deps);
    const plan = await planBatch(deps.db, scope, batch);
    if (!(await recordBatch(deps.db, job.id, figuresOf(plan, batch.length), leaseEnd(deps)))) {
      throw new ImportCancelled();
    }
    if (preview.length < IMPORT_LIMITS.previewRows) {
      preview.push(...plan.preview.slice(0, IMPORT_LIMITS.previewRows - preview.length));
      await recordFileFacts(deps.db, job.id, { preview });
    }
  }
}

/** Writes the file a batch at a time, each with its figures; goes on after what a run before did. */
async function apply(
  deps: RunnerDeps,
  job: CatalogImportRow,
  source: ImportSource,
  scope: JobScope,
) {
  if (job.progressDone === 0 && !job.onlyValid) {
    const refused = await refusalsOf(deps, job, source, { ...scope, seen: new Set() });
    if (refused.length) {
      const figures = figuresOf({ writes: [], skipped: 0, refused, preview: [] }, 0);
      await recordBatch(deps.db, job.id, figures, leaseEnd(deps));
      throw new RefusedRowsFirst(refused.length);
    }
  }
  let written = 0;
  for await (const batch of batches(source.items(), job.progressDone)) {
    checkRunning(deps);
    const plan = await planBatch(deps.db, scope, batch);
    const photoDeps = { ...deps, archiveFile: source.archiveFile };
    await applyBatch(photoDeps, scope, plan, figuresOf(plan, batch.length), leaseEnd(deps));
    deps.changed(job.shopId);
    written += 1;
    // Each time the import has doubled what it wrote: the planner's picture of the tables
    // follows, and the checks of the links stop scanning them.
    if (deps.refreshStatistics && (written & (written - 1)) === 0) await analyzeCatalog(deps.db);
  }
}

/** The process is stopping: the job is left where its last batch was kept. */
export class RunStopped extends Error {}

function checkRunning(deps: RunnerDeps) {
  if (deps.stopped()) throw new RunStopped();
}

/** An apply of all rows met refused ones: it ends having written nothing. */
export class RefusedRowsFirst extends Error {
  constructor(readonly count: number) {
    super(importMessages.refusedRowsFirst(count));
  }
}

/**
 * Runs a leased job to its end: the file read, its facts recorded, then the dry run or the
 * writes. Ends by throwing when the job cannot go on (cancelled, a file refused).
 */
export async function runJob(deps: RunnerDeps, job: CatalogImportRow) {
  const file = await fileOf(deps, job);
  let source: ImportSource | undefined;
  try {
    source = await openSource(file.path, {
      given: job.mapping,
      kept: (key) => lastMapping(deps.db, job.shopId, key),
    });
    // The columns first: a table the job cannot read is still shown mapped, to map it anew.
    await recordFileFacts(deps.db, job.id, source.facts);
    await recordFileFacts(deps.db, job.id, { progressTotal: await countItems(source.items()) });
    const scope: JobScope = {
      importId: job.id,
      shopId: job.shopId,
      collectionId: job.collectionId,
      cells: {
        categoryPath: await categoryPaths(deps.db, job.collectionId),
        photoUrl: (key) => deps.photoUrlBase + key,
      },
      categories: await categoryResolver(deps.db, job.shopId, job.collectionId),
      seen: new Set(),
      offers: source.facts.format === 'yml' || source.facts.format === 'commerceml',
    };
    if (job.mode === 'dry_run') await dryRun(deps, job, source, scope);
    else await apply(deps, job, source, scope);
  } finally {
    source?.close();
    await file.remove();
  }
}
