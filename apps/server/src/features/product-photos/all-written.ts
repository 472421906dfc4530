/**
 * Waits for every write, then fails with the first failure, if any. `Promise.all` would fail at
 * the first while the others still run, and a file landing after the cleanup of a failed write
 * would be an orphan.
 */
export async function allWritten(writes: Promise<unknown>[]): Promise<void> {
  const failed = (await Promise.allSettled(writes)).find(
    (outcome) => outcome.status === 'rejected',
  );
  if (failed) throw failed.reason;
}
