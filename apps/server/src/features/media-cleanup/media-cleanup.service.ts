import type { Db } from '../../db/client';
import type { MediaStorage } from '../../infra/media/media-storage';
import type { Logger } from '../../logger';
import { leaseDueDeletions, recordDeletions, removeDeletions } from './media-deletions.repository';

/** Rows a sweep takes at once: one storage call each (S3 deletes up to 1000 keys in one). */
const BATCH = 500;
/** How long a sweep holds its rows; a sweep that dies leaves them to the next after this. */
const LEASE_SECONDS = 300;
/**
 * How long the keys of a write in progress are left alone. An upload stores its files and then
 * its rows within seconds; a reservation still there an hour later belongs to a write that
 * crashed between the two, and its files are orphans.
 */
const RESERVATION_SECONDS = 3600;

interface MediaCleanupDeps {
  db: Db;
  media: Pick<MediaStorage, 'delete'>;
  logger: Logger;
}

/** Files are deleted after the rows that owned them, never before (decision 18). */
export function createMediaCleanupService({ db, media, logger }: MediaCleanupDeps) {
  return {
    /**
     * Records the keys a write is about to store, before it stores them, so that they are found
     * and deleted if the write never commits. Answers the reservation to `claim` or `discard`.
     */
    reserve: (keys: string[]): Promise<number[]> => recordDeletions(db, keys, RESERVATION_SECONDS),

    /** Inside the transaction that stores the rows owning the files: they are kept for good. */
    claim: (tx: Db, reservation: number[]) => removeDeletions(tx, reservation),

    /**
     * After a write failed: deletes its files now. Never throws, so the write's own error is
     * what the caller hears; if the storage fails too, the reservation stays for a later sweep.
     */
    async discard(keys: string[], reservation: number[]) {
      try {
        await media.delete(keys);
        await removeDeletions(db, reservation);
      } catch (error) {
        logger.error({ err: error }, 'Media cleanup: could not delete the files of a failed write');
      }
    },

    /**
     * Deletes the files of every due row, then the rows. Called right after a transaction that
     * deleted photos has committed (and awaited, so the caller's answer means the files are
     * gone), and at start-up for what earlier runs left. Never throws: rows whose files could
     * not be deleted come due again after the lease.
     */
    async sweep(): Promise<void> {
      try {
        for (;;) {
          const due = await leaseDueDeletions(db, BATCH, LEASE_SECONDS);
          if (due.length === 0) return;
          await media.delete(due.map((row) => row.key));
          await removeDeletions(
            db,
            due.map((row) => row.id),
          );
          if (due.length < BATCH) return;
        }
      } catch (error) {
        logger.error({ err: error }, 'Media cleanup: files of deleted photos were not deleted');
      }
    },
  };
}

export type MediaCleanupService = ReturnType<typeof createMediaCleanupService>;
