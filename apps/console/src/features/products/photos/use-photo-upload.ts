import { PHOTO_LIMITS } from '@vitrina/contracts/limits';
import { useEffect, useRef, useState } from 'react';
import { useUploadProductPhotosMutation, type PhotoTarget } from './photos-api';

const bytesOf = (files: readonly File[]) => files.reduce((sum, file) => sum + file.size, 0);

/** Groups of at most `size`, in order. */
function batchesOf<T>(items: readonly T[], size: number): T[][] {
  const batches: T[][] = [];
  for (let start = 0; start < items.length; start += size) {
    batches.push(items.slice(start, start + size));
  }
  return batches;
}

const isAbort = (error: unknown) => {
  const { name, error: reason } = (error ?? {}) as { name?: unknown; error?: unknown };
  return name === 'AbortError' || reason === 'AbortError';
};

/** How an upload ended: the files the server took, and whether all went. */
export interface UploadOutcome {
  sent: readonly File[];
  complete: boolean;
}

/**
 * Uploads files to a product. The server takes a limited number per request, so more go in
 * several requests, one after another; progress counts the bytes of all of them. A refusal
 * stops the rest and is kept as `failure`; `cancel` aborts the request under way, and so does
 * leaving the dialog.
 */
export function usePhotoUpload(target: PhotoTarget) {
  const [upload] = useUploadProductPhotosMutation();
  /** Share of the bytes sent, 0 to 1, while an upload runs; null otherwise. */
  const [progress, setProgress] = useState<number | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const running = useRef<{ abort: () => void } | null>(null);

  useEffect(() => {
    const request = running;
    return () => request.current?.abort();
  }, []);

  async function send(files: readonly File[]): Promise<UploadOutcome> {
    const totalBytes = Math.max(1, bytesOf(files));
    const sent: File[] = [];
    setFailure(null);
    setProgress(0);
    try {
      for (const batch of batchesOf(files, PHOTO_LIMITS.maxFilesPerRequest)) {
        const before = bytesOf(sent);
        const batchBytes = bytesOf(batch);
        const request = upload({
          ...target,
          files: batch,
          // The body's total holds the multipart framing too: its share stands for the files'.
          onProgress: (loaded, total) =>
            setProgress((before + (batchBytes * loaded) / Math.max(1, total)) / totalBytes),
        });
        running.current = request;
        await request.unwrap();
        sent.push(...batch);
        setProgress(bytesOf(sent) / totalBytes);
      }
      return { sent, complete: true };
    } catch (error) {
      if (!isAbort(error)) setFailure(error);
      return { sent, complete: false };
    } finally {
      running.current = null;
      setProgress(null);
    }
  }

  return { send, cancel: () => running.current?.abort(), progress, failure };
}
