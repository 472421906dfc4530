import { importMessages } from '@vitrina/contracts/catalog-import/import-messages';
import { FileRefusal } from '../../infra/archives/file-refusal';
import type { Logger } from '../../logger';
import type { Bell } from '../../shared/bell';
import { ImportCancelled } from './import-batch';
import { deleteChunks, finishJob, leaseJob, releaseJob } from './import-jobs.repository';
import { RefusedRowsFirst, runJob, RunStopped, type RunnerDeps } from './import-runner';

export interface ImportWorkerDeps extends Omit<RunnerDeps, 'stopped'> {
  logger: Logger;
  /** How often it looks for a job when nobody rang (a job of another process, a lapsed lease). */
  pollIntervalMs: number;
  /** Rung when this process takes a new job. */
  bell: Bell;
}

/** Why a job ended early, for its record: the merchant's reason, or a fault of the server's. */
function failureOf(error: unknown): string | null {
  if (error instanceof FileRefusal || error instanceof RefusedRowsFirst) return error.message;
  return null;
}

/**
 * Takes the imports of every process's merchants one at a time: a new job rings it, and it
 * looks again every `pollIntervalMs` for jobs left by a process that died (their lease ran out).
 */
export function createImportWorker(deps: ImportWorkerDeps) {
  const { db, logger, now } = deps;
  const { bell } = deps;
  let stopping = false;
  let loop: Promise<void> | undefined;

  async function runOne(): Promise<boolean> {
    const job = await leaseJob(db, now(), new Date(now().getTime() + deps.leaseSeconds * 1000));
    if (!job) return false;
    const about = { importId: job.id, mode: job.mode };
    logger.info(about, 'Import: started');
    try {
      await runJob({ ...deps, stopped: () => stopping }, job);
      await finishJob(db, job.id, 'done', now());
      logger.info(about, 'Import: done');
    } catch (error) {
      if (error instanceof RunStopped) {
        // Another process (or this one, restarted) goes on from the last batch kept.
        await releaseJob(db, job.id);
        return false;
      }
      if (error instanceof ImportCancelled) logger.info(about, 'Import: cancelled');
      else {
        const failure = failureOf(error);
        if (!failure) logger.error({ ...about, err: error }, 'Import: failed');
        await finishJob(db, job.id, 'failed', now(), failure ?? importMessages.serverFault);
      }
    }
    await deleteChunks(db, job.id);
    return true;
  }

  async function run() {
    while (!stopping) {
      let ran = false;
      try {
        ran = await runOne();
      } catch (error) {
        logger.error({ err: error }, 'Import: the worker could not take a job');
      }
      if (!ran) await bell.wait(deps.pollIntervalMs);
    }
  }

  return {
    start() {
      loop ??= run();
    },
    /** A job was created: look now. */
    nudge: () => bell.ring(),
    async stop() {
      stopping = true;
      bell.ring();
      await loop;
    },
  };
}

export type ImportWorker = ReturnType<typeof createImportWorker>;
