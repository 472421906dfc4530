import { join } from 'node:path';
import type { Config } from '../../config';
import type { Logger } from '../../logger';
import { LocalMediaStorage } from './local-media-storage';
import type { MediaStorage } from './media-storage';

/**
 * The S3-compatible bucket when S3 is configured, else the folder DATA_DIR/media. The S3 client
 * loads only then: it adds about 30 MiB and 180 ms to a start that does not use it (decision 68).
 */
export async function createMediaStorage(
  config: Pick<Config, 'media' | 'storage'>,
  logger: Logger,
): Promise<MediaStorage> {
  const { s3 } = config.media;
  if (!s3) {
    const folder = join(config.storage.dataDir, 'media');
    logger.info(`Media: files in ${folder} (S3_* settings would keep them in a bucket)`);
    return new LocalMediaStorage(folder);
  }
  const servedFrom = s3.publicUrl ? `served from ${s3.publicUrl}` : 'served by this server';
  logger.info(`Media: S3 bucket ${s3.bucket} at ${new URL(s3.endpoint).origin}, ${servedFrom}`);
  const { S3MediaStorage } = await import('./s3-media-storage');
  return new S3MediaStorage(s3);
}
