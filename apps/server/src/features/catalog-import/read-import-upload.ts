import type { FastifyMultipartOptions } from '@fastify/multipart';
import { importMappingSchema, type ImportMapping } from '@vitrina/contracts/catalog-import/columns';
import { importMessages } from '@vitrina/contracts/catalog-import/import-messages';
import { IMPORT_MODES, type ImportMode } from '@vitrina/contracts/catalog-import/jobs';
import { IMPORT_LIMITS } from '@vitrina/contracts/catalog-import/limits';
import type { FastifyRequest } from 'fastify';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { AppError } from '../../errors/app-error';

/** The field the file comes in; a CommerceML exchange may send its two files in it. */
export const IMPORT_FILE_FIELD = 'file';
const FILES_MAX = 2;

export const importMultipartOptions: FastifyMultipartOptions = {
  throwFileSizeLimit: true,
  limits: {
    files: FILES_MAX,
    fileSize: IMPORT_LIMITS.fileBytesMax,
    fields: 5,
    parts: FILES_MAX + 5,
    fieldNameSize: 100,
    fieldSize: 256 * 1024,
    headerPairs: 20,
  },
};

/** An upload as the import takes it: its files on disk, what the form said of them. */
export interface ImportUpload {
  files: { name: string; path: string }[];
  mapping: ImportMapping | null;
  mode: ImportMode;
  onlyValid: boolean;
  /** Removes the files once the job holds them. */
  remove: () => Promise<void>;
}

function readMapping(text: string): ImportMapping {
  try {
    return importMappingSchema.parse(JSON.parse(text));
  } catch {
    throw new AppError('UNPROCESSABLE', importMessages.mappingInvalid);
  }
}

function readField(upload: ImportUpload, name: string, value: string) {
  if (name === 'mapping' && value.trim()) upload.mapping = readMapping(value);
  if (name === 'mode') {
    if (!IMPORT_MODES.includes(value as ImportMode)) {
      throw new AppError('UNPROCESSABLE', importMessages.modeInvalid);
    }
    upload.mode = value as ImportMode;
  }
  if (name === 'only_valid') upload.onlyValid = value === 'true';
}

/** The parser's refusals in the merchant's words. */
function translated(error: unknown): unknown {
  if (error instanceof AppError) return error;
  const { code } = error as { code?: string };
  if (code === 'FST_REQ_FILE_TOO_LARGE')
    return new AppError('PAYLOAD_TOO_LARGE', importMessages.fileTooBig);
  if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
    return new AppError('PAYLOAD_TOO_LARGE', importMessages.tooManyParts);
  }
  return new AppError('BAD_REQUEST', importMessages.malformedBody);
}

/**
 * Streams the upload's files to a folder of its own (never held in memory), within 50 MB each,
 * and reads its fields: `mapping` (JSON), `mode`, `only_valid`.
 */
export async function readImportUpload(request: FastifyRequest): Promise<ImportUpload> {
  if (!request.isMultipart())
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', importMessages.notMultipart);
  const folder = await mkdtemp(join(tmpdir(), 'vitrina-upload-'));
  const upload: ImportUpload = {
    files: [],
    mapping: null,
    mode: 'dry_run',
    onlyValid: false,
    remove: () => rm(folder, { recursive: true, force: true }),
  };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') readField(upload, part.fieldname, String(part.value));
      else if (part.fieldname !== IMPORT_FILE_FIELD)
        throw new AppError('UNPROCESSABLE', importMessages.fileRequired);
      else {
        const path = join(folder, String(upload.files.length));
        await pipeline(part.file, createWriteStream(path));
        upload.files.push({ name: part.filename, path });
      }
    }
    if (!upload.files.length) throw new AppError('UNPROCESSABLE', importMessages.fileRequired);
    return upload;
  } catch (error) {
    await upload.remove();
    throw translated(error);
  }
}
