import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { weakEtagOf } from '../../shared/etag';

/**
 * The only documents served, each by its own file name: a name from the address picks an entry
 * here and is never part of a path, so no request reaches any other file.
 */
const LEGAL_FILES = { privacy: 'privacy.md', license: 'license.md' } as const;

export interface LegalDocument {
  markdown: string;
  etag: string;
}

function isLegalName(name: string): name is keyof typeof LEGAL_FILES {
  return Object.hasOwn(LEGAL_FILES, name);
}

function isMissingFile(error: unknown): boolean {
  return (error as NodeJS.ErrnoException).code === 'ENOENT';
}

/**
 * The document a name stands for, read anew on each call so an operator's replaced file is
 * served at once (the files are a few kilobytes); undefined for an unknown name or a missing file.
 */
export async function readLegalDocument(
  legalDir: string,
  name: string,
): Promise<LegalDocument | undefined> {
  if (!isLegalName(name)) return undefined;
  try {
    const markdown = await readFile(join(legalDir, LEGAL_FILES[name]), 'utf8');
    return { markdown, etag: weakEtagOf(markdown) };
  } catch (error) {
    if (isMissingFile(error)) return undefined;
    throw error;
  }
}
