import { Readable } from 'node:stream';
import {
  CopyObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { S3Settings } from '../../config/media';
import { checkMediaFile, checkMediaKey, MEDIA_CACHE_CONTROL } from './media-keys';
import type { MediaStorage, StoredMedia } from './media-storage';

/** The most keys one DeleteObjects request may name. */
const DELETE_BATCH = 1000;

/** A CopySource names `bucket/key`, URL-encoded; keys are plain, but encode them all the same. */
function copySource(bucket: string, key: string): string {
  return `${bucket}/${key.split('/').map(encodeURIComponent).join('/')}`;
}

/** S3 answers a missing key with NoSuchKey; some compatible stores only with a bare 404. */
function isMissing(error: unknown): boolean {
  return (
    error instanceof S3ServiceException &&
    (error.name === 'NoSuchKey' || error.$metadata.httpStatusCode === 404)
  );
}

/**
 * Files in an S3-compatible bucket, addressed by path (`endpoint/bucket/key`), which every such
 * store understands, rather than by a bucket subdomain, which needs DNS for each bucket.
 */
export class S3MediaStorage implements MediaStorage {
  readonly urlBase: string;
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(settings: S3Settings) {
    this.bucket = settings.bucket;
    // With a public URL, browsers fetch files from it; otherwise this server proxies /media/.
    this.urlBase = settings.publicUrl ? settings.publicUrl.replace(/\/*$/, '/') : '/media/';
    this.client = new S3Client({
      endpoint: settings.endpoint,
      region: settings.region,
      credentials: {
        accessKeyId: settings.accessKeyId,
        secretAccessKey: settings.secretAccessKey,
      },
      forcePathStyle: true,
      // Since early 2025 the client sends a CRC32 checksum with every upload (in a header, or
      // for a stream in an aws-chunked trailer) and asks for one with every download. Many
      // S3-compatible stores refuse the headers they do not know, or store the chunked framing
      // as the file's content; AWS's own stores need no checksum beyond the signed payload
      // hash. So checksums only where an operation requires one (DeleteObjects still sends it).
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      // A store that does not answer fails the request rather than holding it forever.
      requestHandler: { connectionTimeout: 5_000, socketTimeout: 30_000 },
    });
  }

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    checkMediaFile(key, contentType);
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: key,
        Body: body,
        ContentLength: body.length,
        ContentType: contentType,
        CacheControl: MEDIA_CACHE_CONTROL,
      }),
    );
  }

  async copy(fromKey: string, toKey: string): Promise<void> {
    checkMediaKey(fromKey);
    checkMediaKey(toKey);
    // The copy keeps the original's content type and cache control (MetadataDirective COPY).
    await this.client.send(
      new CopyObjectCommand({
        Bucket: this.bucket,
        Key: toKey,
        CopySource: copySource(this.bucket, fromKey),
      }),
    );
  }

  async delete(keys: string[]): Promise<void> {
    keys.forEach(checkMediaKey);
    for (let start = 0; start < keys.length; start += DELETE_BATCH) {
      const batch = keys.slice(start, start + DELETE_BATCH);
      // Quiet: the answer lists failures only. A key that names nothing is no failure in S3.
      const { Errors: errors = [] } = await this.client.send(
        new DeleteObjectsCommand({
          Bucket: this.bucket,
          Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true },
        }),
      );
      const [first] = errors;
      if (first) {
        throw new Error(
          `S3 did not delete ${errors.length} of ${batch.length} media files, ` +
            `the first ${first.Key ?? '?'}: ${first.Code ?? ''} ${first.Message ?? ''}`.trim(),
        );
      }
    }
  }

  async read(key: string): Promise<StoredMedia | undefined> {
    checkMediaKey(key);
    try {
      const answer = await this.client.send(
        new GetObjectCommand({ Bucket: this.bucket, Key: key }),
      );
      if (!(answer.Body instanceof Readable) || answer.ContentLength === undefined) {
        throw new Error(`S3 answered ${key} without a body stream or its length`);
      }
      return {
        body: answer.Body,
        size: answer.ContentLength,
        contentType: answer.ContentType ?? 'application/octet-stream',
        ...(answer.ETag ? { etag: answer.ETag } : {}),
      };
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }

  async *list(): AsyncIterable<string> {
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.bucket, ContinuationToken: token }),
      );
      for (const { Key: key } of page.Contents ?? []) if (key) yield key;
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  async close(): Promise<void> {
    this.client.destroy();
  }
}
