import { PHOTO_LIMITS } from '@vitrina/contracts/limits';
import { z } from 'zod';
import { ConfigError } from './config-error';
import { integerBetween, urlWithProtocols, type VariablesOf } from './variable-rules';

/** An S3-compatible bucket that keeps the media files. */
export interface S3Settings {
  /** The store's address, such as `https://storage.example` or `http://127.0.0.1:9000`. */
  endpoint: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /**
   * Where browsers fetch the bucket's files (a CDN, or the bucket's own public address); without
   * it this server reads them from the bucket and serves them at `/media/`.
   */
  publicUrl: string | undefined;
}

/** What uploads of product photos may be; the defaults are contracts' PHOTO_LIMITS. */
export type PhotoLimits = { -readonly [Name in keyof typeof PHOTO_LIMITS]: number };

export interface MediaSettings {
  /** Set when all of S3_ENDPOINT, S3_BUCKET and both keys are; otherwise files live in DATA_DIR/media. */
  s3: S3Settings | undefined;
  photoLimits: PhotoLimits;
}

/** Without all four, S3 is not used; with only some of them, the configuration is refused. */
const REQUIRED_S3_VARIABLES = [
  'S3_ENDPOINT',
  'S3_BUCKET',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
] as const;
const S3_VARIABLES = [...REQUIRED_S3_VARIABLES, 'S3_REGION', 'S3_PUBLIC_URL'] as const;

export const mediaVariables = {
  S3_ENDPOINT: urlWithProtocols(['http:', 'https:']).optional(),
  S3_BUCKET: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_REGION: z.string().optional(),
  // The console's Content-Security-Policy lets it show images from https addresses only.
  S3_PUBLIC_URL: urlWithProtocols(['https:']).optional(),
  MEDIA_MAX_FILES_PER_REQUEST: integerBetween(1, 100).default(PHOTO_LIMITS.maxFilesPerRequest),
  MEDIA_MAX_FILE_BYTES: integerBetween(1, 100 * 1024 * 1024).default(PHOTO_LIMITS.maxFileBytes),
  // sharp refuses images above 268 megapixels (0x3FFF squared) unless told otherwise.
  MEDIA_MAX_MEGAPIXELS: integerBetween(1, 268).default(PHOTO_LIMITS.maxMegapixels),
  MEDIA_MAX_PHOTOS_PER_PRODUCT: integerBetween(1, 1000).default(PHOTO_LIMITS.maxPhotosPerProduct),
};

type MediaVariables = VariablesOf<typeof mediaVariables>;

/** "A", "A and B", "A, B and C". */
function listOf(names: readonly string[]): string {
  return names.length < 2
    ? names.join('')
    : `${names.slice(0, -1).join(', ')} and ${names.at(-1) ?? ''}`;
}

function readS3Settings(variables: MediaVariables): S3Settings | undefined {
  if (S3_VARIABLES.every((name) => variables[name] === undefined)) return undefined;
  const {
    S3_ENDPOINT: endpoint,
    S3_BUCKET: bucket,
    S3_ACCESS_KEY_ID: accessKeyId,
    S3_SECRET_ACCESS_KEY: secretAccessKey,
  } = variables;
  if (endpoint && bucket && accessKeyId && secretAccessKey) {
    const region = variables.S3_REGION ?? 'us-east-1';
    return {
      endpoint,
      region,
      bucket,
      accessKeyId,
      secretAccessKey,
      publicUrl: variables.S3_PUBLIC_URL,
    };
  }
  const missing = REQUIRED_S3_VARIABLES.filter((name) => variables[name] === undefined);
  throw new ConfigError(
    `Invalid configuration: S3 storage also needs ${listOf(missing)} (set all of ${listOf(REQUIRED_S3_VARIABLES)}, or none)`,
  );
}

export function readMediaSettings(variables: MediaVariables): MediaSettings {
  return {
    s3: readS3Settings(variables),
    photoLimits: {
      maxFilesPerRequest: variables.MEDIA_MAX_FILES_PER_REQUEST,
      maxFileBytes: variables.MEDIA_MAX_FILE_BYTES,
      maxMegapixels: variables.MEDIA_MAX_MEGAPIXELS,
      maxPhotosPerProduct: variables.MEDIA_MAX_PHOTOS_PER_PRODUCT,
    },
  };
}
