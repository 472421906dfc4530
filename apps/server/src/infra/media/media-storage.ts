import type { Readable } from 'node:stream';

/** A stored file as the server hands it on: its bytes and what the browser is told of them. */
export interface StoredMedia {
  body: Readable;
  size: number;
  contentType: string;
  /** A validator for conditional requests, quoted as HTTP wants it, when the driver has one cheaply. */
  etag?: string;
}

/**
 * Where media files (product photos in their encoded sizes) live, by key: a relative path such
 * as `photos/5f0c…/800.webp`, made by the server, never by a client. Two drivers: a folder under
 * DATA_DIR/media, and an S3-compatible bucket. Every method refuses a key that is not one
 * (`isMediaKey` in media-keys.ts) by rejecting with InvalidMediaKeyError before it touches anything.
 */
export interface MediaStorage {
  /**
   * Stores the bytes under `key`, replacing nothing: keys are new for every file. The content
   * type must be one of MEDIA_TYPES and the key must end with its extension (`.webp`).
   */
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** A copy of one stored file, with its content type, under a new key; rejects if none is stored. */
  copy(fromKey: string, toKey: string): Promise<void>;
  /** Removes the files; keys that name nothing are skipped. */
  delete(keys: string[]): Promise<void>;
  /** The file to serve at `/media/{key}`, or undefined when there is none. */
  read(key: string): Promise<StoredMedia | undefined>;
  /** Every stored key, in no order: what a backup copies (a file half written is none). */
  list(): AsyncIterable<string>;
  /**
   * What a file's address starts with: `/media/` (served by this server), or the bucket's public
   * URL with a trailing slash. A file's URL is `urlBase + key`, so the database can write it.
   */
  readonly urlBase: string;
  close(): Promise<void>;
}
