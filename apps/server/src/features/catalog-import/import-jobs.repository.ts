// The import's jobs: created with their file, leased by a worker, advanced a batch at a time,
// ended, cancelled, and read by the merchant who made them.
import { IMPORT_LIMITS } from '@vitrina/contracts/catalog-import/limits';
import { and, asc, desc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  catalogImportChunks,
  catalogImportRefusals,
  catalogImports,
  type CatalogImportRow,
} from '../../db/schema';
import { ACTIVE_IMPORT_STATUSES } from '@vitrina/contracts/catalog-import/jobs';
import type { RefusedRow } from './imported-product';

export type NewImportJob = typeof catalogImports.$inferInsert;

export async function insertJob(tx: Db, job: NewImportJob): Promise<number> {
  const [row] = await tx.insert(catalogImports).values(job).returning({ id: catalogImports.id });
  return row!.id;
}

export async function insertChunk(tx: Db, importId: number, seq: number, bytes: Buffer) {
  await tx.insert(catalogImportChunks).values({ importId, seq, bytes });
}

/** The file's chunks in order, a few at a time, so a large file never sits in memory whole. */
export async function* readChunks(db: Db, importId: number): AsyncIterable<Buffer> {
  for (let seq = 0; ; seq += 4) {
    const rows = await db
      .select({ bytes: catalogImportChunks.bytes })
      .from(catalogImportChunks)
      .where(
        and(
          eq(catalogImportChunks.importId, importId),
          sql`${catalogImportChunks.seq} >= ${seq} and ${catalogImportChunks.seq} < ${seq + 4}`,
        ),
      )
      .orderBy(asc(catalogImportChunks.seq));
    for (const { bytes } of rows) yield Buffer.from(bytes);
    if (rows.length < 4) return;
  }
}

export async function deleteChunks(db: Db, importId: number) {
  await db.delete(catalogImportChunks).where(eq(catalogImportChunks.importId, importId));
}

const active = inArray(catalogImports.status, [...ACTIVE_IMPORT_STATUSES]);

/**
 * Takes the oldest job not over whose lease is free or has run out (its process died), and
 * holds it until `leaseEnd`; null when there is none. SKIP LOCKED keeps two workers apart.
 */
export async function leaseJob(
  db: Db,
  now: Date,
  leaseEnd: Date,
): Promise<CatalogImportRow | null> {
  return db.transaction(async (tx) => {
    const [free] = await tx
      .select({ id: catalogImports.id })
      .from(catalogImports)
      .where(
        and(active, or(isNull(catalogImports.leasedUntil), lt(catalogImports.leasedUntil, now))),
      )
      .orderBy(asc(catalogImports.id))
      .limit(1)
      .for('update', { skipLocked: true });
    if (!free) return null;
    const [job] = await tx
      .update(catalogImports)
      .set({ status: 'running', leasedUntil: leaseEnd })
      .where(eq(catalogImports.id, free.id))
      .returning();
    return job ?? null;
  });
}

/** What a batch adds to a job's figures. */
export interface BatchFigures {
  done: number;
  created: number;
  updated: number;
  skipped: number;
  refused: RefusedRow[];
  /** Photos that could not be had, each named on its product's row; not refused rows. */
  photoFailures: RefusedRow[];
}

/**
 * Inside the batch's transaction: adds the batch to the job and renews its lease; false when the
 * job is no longer running (cancelled meanwhile), and the batch must not be kept.
 */
export async function recordBatch(
  tx: Db,
  importId: number,
  figures: BatchFigures,
  leaseEnd: Date,
): Promise<boolean> {
  const [row] = await tx
    .update(catalogImports)
    .set({
      progressDone: sql`${catalogImports.progressDone} + ${figures.done}`,
      created: sql`${catalogImports.created} + ${figures.created}`,
      updated: sql`${catalogImports.updated} + ${figures.updated}`,
      skipped: sql`${catalogImports.skipped} + ${figures.skipped}`,
      refused: sql`${catalogImports.refused} + ${figures.refused.length}`,
      photosFailed: sql`${catalogImports.photosFailed} + ${figures.photoFailures.length}`,
      leasedUntil: leaseEnd,
    })
    .where(and(eq(catalogImports.id, importId), eq(catalogImports.status, 'running')))
    .returning({ refused: catalogImports.refused });
  if (!row) return false;
  const room = IMPORT_LIMITS.refusalsKept - (row.refused - figures.refused.length);
  const kept = [...figures.refused, ...figures.photoFailures].slice(0, Math.max(room, 0));
  if (kept.length) {
    await tx.insert(catalogImportRefusals).values(kept.map((each) => ({ importId, ...each })));
  }
  return true;
}

/** Renews a running job's lease; false once it is no longer running (cancelled meanwhile). */
export async function holdJob(db: Db, importId: number, leaseEnd: Date): Promise<boolean> {
  const rows = await db
    .update(catalogImports)
    .set({ leasedUntil: leaseEnd })
    .where(and(eq(catalogImports.id, importId), eq(catalogImports.status, 'running')))
    .returning({ id: catalogImports.id });
  return rows.length > 0;
}

/** Lets another worker take the job at once: this process is stopping. */
export async function releaseJob(db: Db, importId: number) {
  await db
    .update(catalogImports)
    .set({ leasedUntil: null })
    .where(and(eq(catalogImports.id, importId), eq(catalogImports.status, 'running')));
}

/** What a job learns of its file as it reads it. */
export async function recordFileFacts(
  db: Db,
  importId: number,
  facts: Partial<
    Pick<
      CatalogImportRow,
      'format' | 'progressTotal' | 'columns' | 'sheets' | 'preview' | 'mapping' | 'headersKey'
    >
  >,
) {
  await db.update(catalogImports).set(facts).where(eq(catalogImports.id, importId));
}

/** Ends a running job; a cancelled one stays cancelled. */
export async function finishJob(
  db: Db,
  importId: number,
  status: 'done' | 'failed',
  now: Date,
  failure: string | null = null,
) {
  await db
    .update(catalogImports)
    .set({ status, failure, finishedAt: now, leasedUntil: null })
    .where(and(eq(catalogImports.id, importId), eq(catalogImports.status, 'running')));
}

/** Starts a job over: a dry run read again from its first row forgets what it counted. */
export async function restartFigures(db: Db, importId: number) {
  await db
    .update(catalogImports)
    .set({
      progressDone: 0,
      created: 0,
      updated: 0,
      skipped: 0,
      refused: 0,
      photosFailed: 0,
      preview: [],
    })
    .where(eq(catalogImports.id, importId));
  await db.delete(catalogImportRefusals).where(eq(catalogImportRefusals.importId, importId));
}

export async function jobStatus(db: Db, importId: number) {
  const [row] = await db
    .select({ status: catalogImports.status })
    .from(catalogImports)
    .where(eq(catalogImports.id, importId));
  return row?.status ?? null;
}

/** The merchant's job, or null. */
export async function selectJob(db: Db, shopId: number, importId: number) {
  const [row] = await db
    .select()
    .from(catalogImports)
    .where(and(eq(catalogImports.id, importId), eq(catalogImports.shopId, shopId)));
  return row ?? null;
}

/** The job's first refusals, in file order, up to `limit`. */
export async function selectRefusals(db: Db, importId: number, limit: number) {
  return db
    .select({ row: catalogImportRefusals.row, message: catalogImportRefusals.message })
    .from(catalogImportRefusals)
    .where(eq(catalogImportRefusals.importId, importId))
    .orderBy(asc(catalogImportRefusals.id))
    .limit(limit);
}

/** Cancels the merchant's job if it is not over; whether it was. */
export async function cancelJob(db: Db, shopId: number, importId: number, now: Date) {
  const rows = await db
    .update(catalogImports)
    .set({ status: 'cancelled', finishedAt: now, leasedUntil: null })
    .where(and(eq(catalogImports.id, importId), eq(catalogImports.shopId, shopId), active))
    .returning({ id: catalogImports.id });
  return rows.length > 0;
}

/** The mapping the merchant last gave a file of these headers, or null. */
export async function lastMapping(db: Db, shopId: number, headersKey: string) {
  const [row] = await db
    .select({ mapping: catalogImports.mapping })
    .from(catalogImports)
    .where(and(eq(catalogImports.shopId, shopId), eq(catalogImports.headersKey, headersKey)))
    .orderBy(desc(catalogImports.id))
    .limit(1);
  return row?.mapping ?? null;
}
