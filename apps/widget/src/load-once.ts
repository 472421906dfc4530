/**
 * `load` run on first use, its promise shared by every later use; after a failure (a chunk that
 * could not be fetched) the next use runs it again.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | null = null;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    }));
}
