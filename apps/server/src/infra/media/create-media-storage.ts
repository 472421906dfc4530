import { join } from 'node:path';
import type { Config } from '../../config';
import type { Logger } from '../../logger';
import { LocalMediaStorage } from './local-media-storage';
import type { MediaStorage } from './media-storage';
import { S3MediaStorage } from './s3-media-storage';

/** The S3-compatible bucket when S3 is configured, else the folder DATA_DIR/media. */
export function createMediaStorage(
  config: Pick<Config, 'media' | 'storage'>,
  logger: Logger,
): MediaStorage {
  const { s3 } = config.media;
  if (!s3) {
    const folder = join(config.storage.dataDir, 'media');
    logger.info(`Media: files in ${folder} (S3_* settings would keep them in a bucket)`);
    return new LocalMediaStorage(folder);
  }
  const servedFrom = s3.publicUrl ? `served from ${s3.publicUrl}` : 'served by this server';
  logger.info(`Media: S3 bucket ${s3.bucket} at ${new URL(s3.endpoint).origin}, ${servedFrom}`);
  return new S3MediaStorage(s3);
}
