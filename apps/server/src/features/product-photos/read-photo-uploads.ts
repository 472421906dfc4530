import type { FastifyMultipartOptions } from '@fastify/multipart';
import { messages } from '@vitrina/contracts/messages';
import type { FastifyRequest } from 'fastify';
import type { PhotoLimits } from '../../config/media';
import { AppError } from '../../errors/app-error';
import type { PhotoUpload } from './product-photos.service';

/** The field the console sends each file in, repeated (spec §7.3). */
export const FILE_FIELD = 'file_content';

/** Text fields an upload may carry besides its files; it needs none. */
const MAX_FIELDS = 5;

/** The parser's limits: a request beyond them is refused as the parser meets the excess. */
export function multipartOptions(
  limits: Pick<PhotoLimits, 'maxFilesPerRequest' | 'maxFileBytes'>,
): FastifyMultipartOptions {
  return {
    throwFileSizeLimit: true,
    limits: {
      files: limits.maxFilesPerRequest,
      fileSize: limits.maxFileBytes,
      fields: MAX_FIELDS,
      parts: limits.maxFilesPerRequest + MAX_FIELDS,
      fieldNameSize: 100,
      fieldSize: 1024,
      headerPairs: 20,
    },
  };
}

const megabytes = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;

/**
 * The parser's refusals as Russian details: its limits as 413, anything else it throws as a body
 * that is not well-formed multipart (cut short, no closing boundary, a part without a name, a
 * part header that never ends), 400. Nothing but the parser runs in the loop that reads the body,
 * so no fault of the server's own is taken for the client's.
 */
function translated(
  error: unknown,
  limits: Pick<PhotoLimits, 'maxFilesPerRequest' | 'maxFileBytes'>,
): unknown {
  if (error instanceof AppError) return error;
  const { code, part } = error as { code?: string; part?: { filename?: string } };
  switch (code) {
    case 'FST_FILES_LIMIT':
      return new AppError(
        'PAYLOAD_TOO_LARGE',
        messages.photo.tooManyFiles(limits.maxFilesPerRequest),
      );
    case 'FST_REQ_FILE_TOO_LARGE':
      return new AppError(
        'PAYLOAD_TOO_LARGE',
        messages.photo.fileTooLarge(part?.filename ?? '', megabytes(limits.maxFileBytes)),
      );
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return new AppError('PAYLOAD_TOO_LARGE', messages.photo.tooManyParts);
    default:
      return new AppError('BAD_REQUEST', messages.photo.malformedBody);
  }
}

/**
 * Reads every file of the multipart body into memory, within the parser's limits (at most
 * `maxFilesPerRequest` files of `maxFileBytes` each). Text fields are read and ignored; a file
 * under another field name is refused, as is a body without files.
 */
export async function readPhotoUploads(
  request: FastifyRequest,
  limits: Pick<PhotoLimits, 'maxFilesPerRequest' | 'maxFileBytes'>,
): Promise<PhotoUpload[]> {
  if (!request.isMultipart()) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', messages.photo.notMultipart);
  }
  const uploads: PhotoUpload[] = [];
  try {
    for await (const part of request.parts()) {
      // Every part must be named (RFC 7578); the parser lets a nameless one through.
      if (!part.fieldname) throw new AppError('BAD_REQUEST', messages.photo.malformedBody);
      if (part.type !== 'file') continue;
      if (part.fieldname !== FILE_FIELD) {
        throw new AppError('UNPROCESSABLE', messages.photo.wrongField);
      }
      uploads.push({ fileName: part.filename, bytes: await part.toBuffer() });
    }
  } catch (error) {
    throw translated(error, limits);
  }
  if (uploads.length === 0) throw new AppError('UNPROCESSABLE', messages.photo.noFiles);
  return uploads;
}
