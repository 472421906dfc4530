/**
 * An uploaded file the import refuses as a whole. Its message is for the merchant, in Russian
 * (see `fileMessages` in contracts); the technical reason, if any, is its `cause`.
 */
export class FileRefusal extends Error {
  override readonly name = 'FileRefusal';
}

/** An error of the file system (it has a `code`, e.g. ENOENT, EIO): not the merchant's doing. */
export const isSystemError = (error: unknown): boolean =>
  error instanceof Error && typeof (error as NodeJS.ErrnoException).code === 'string';

/**
 * The error as a refusal with `message`: a system error stays as it is, a refusal too (it already
 * says what is wrong), anything else — a parser's or an unpacker's — becomes the refusal.
 */
export function asRefusal(error: unknown, message: string): Error {
  if (error instanceof FileRefusal || isSystemError(error)) return error as Error;
  return new FileRefusal(message, { cause: error });
}
