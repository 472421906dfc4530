/**
 * The content types media files may have, by the extension their key ends with. A folder keeps
 * no content type, so the key states it; the server serves these types alone.
 */
export const MEDIA_TYPES: Readonly<Record<string, string>> = {
  '.webp': 'image/webp',
};

/** A key's content never changes, so browsers and CDNs may keep a file for a year unasked. */
export const MEDIA_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** S3's own limit on a key's length, in bytes; our keys are ASCII, so characters too. */
const MAX_KEY_LENGTH = 1024;
const KEY_CHARACTERS = /^[A-Za-z0-9._/-]+$/;

/** A key no driver will touch: made by a bug, or taken from a request that tries to escape. */
export class InvalidMediaKeyError extends Error {
  override name = 'InvalidMediaKeyError';
}

/**
 * A relative path of ASCII letters, digits, `.`, `_`, `-` and `/`, whose every segment names
 * something: no leading or doubled slash, no `.` or `..`. Such a key cannot leave the media
 * folder nor mean anything else to a URL, a file system or an S3 store.
 */
export function isMediaKey(key: string): boolean {
  return (
    key.length <= MAX_KEY_LENGTH &&
    KEY_CHARACTERS.test(key) &&
    key.split('/').every((segment) => segment !== '' && segment !== '.' && segment !== '..')
  );
}

export function checkMediaKey(key: string): void {
  if (!isMediaKey(key)) throw new InvalidMediaKeyError(`Not a media key: ${JSON.stringify(key)}`);
}

/** The content type a key's extension names, if it is one of MEDIA_TYPES. */
export function mediaTypeOf(key: string): string | undefined {
  const extension = /\.[^./]+$/.exec(key)?.[0].toLowerCase();
  return extension === undefined ? undefined : MEDIA_TYPES[extension];
}

/** A file to store must be one of MEDIA_TYPES, under a key whose extension names its type. */
export function checkMediaFile(key: string, contentType: string): void {
  checkMediaKey(key);
  if (mediaTypeOf(key) !== contentType) {
    throw new InvalidMediaKeyError(
      `Media key ${JSON.stringify(key)} does not name the type ${JSON.stringify(contentType)}: ` +
        `keys end with ${Object.entries(MEDIA_TYPES)
          .map(([extension, type]) => `${extension} for ${type}`)
          .join(', ')}`,
    );
  }
}
