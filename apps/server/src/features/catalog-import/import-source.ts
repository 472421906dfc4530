import type { ImportMapping } from '@vitrina/contracts/catalog-import/columns';
import { importMessages } from '@vitrina/contracts/catalog-import/import-messages';
import type { ImportColumn, ImportFormat } from '@vitrina/contracts/catalog-import/jobs';
import { FileRefusal } from '../../infra/archives/file-refusal';
import { openZip } from '../../infra/archives/zip-archive';
import { readXlsxRows, xlsxSheetNames } from '../../infra/spreadsheets/xlsx-reader';
import { createReadStream } from 'node:fs';
import { posix } from 'node:path';
import { PHOTO_LIMITS } from '@vitrina/contracts/limits';
import { Readable } from 'node:stream';
import { readCommerceMl } from './formats/commerceml';
import { readCsvRows, sniffCsv, type TableRow } from './formats/csv';
import { readYml } from './formats/yml';
import { sniffFormat, zipFormat } from './import-format';
import type { ImportItem } from './imported-product';
import { columnsOf, headersKeyOf, mappingFor, startTable, tableItems } from './table-source';

/** What the job learns of its file before its products: the kind, and a table's columns. */
export interface SourceFacts {
  format: ImportFormat;
  columns: ImportColumn[];
  sheets: string[];
  mapping: ImportMapping | null;
  headersKey: string | null;
}

/** A file opened for the import: its facts, and its products read anew on each call. */
export interface ImportSource {
  facts: SourceFacts;
  items: () => AsyncIterable<ImportItem>;
  /** A file of the upload's archive by its path beside the catalog (CommerceML's images). */
  archiveFile?: (path: string) => Promise<Buffer | null>;
  /** Lets go of what the source holds open. */
  close: () => void;
}

/** What a table source needs of the job: the mapping given, the one kept for its headers. */
export interface MappingChoice {
  given: ImportMapping | null;
  kept: (headersKey: string) => Promise<ImportMapping | null>;
}

async function tableSource(
  format: 'csv' | 'xlsx',
  rows: () => AsyncIterable<TableRow>,
  sheets: string[],
  choice: MappingChoice,
): Promise<ImportSource> {
  const start = await startTable(rows());
  const headersKey = headersKeyOf(start.headers);
  const mapping = mappingFor(start.headers, choice.given, await choice.kept(headersKey));
  return {
    facts: { format, columns: columnsOf(start, mapping), sheets, mapping, headersKey },
    items: () => iterable(() => readTable(rows, mapping)),
    close: () => undefined,
  };
}

async function* readTable(
  rows: () => AsyncIterable<TableRow>,
  mapping: ImportMapping,
): AsyncGenerator<ImportItem> {
  yield* tableItems(await startTable(rows()), mapping);
}

/** The kind of a zip: a workbook or a CommerceML exchange. */
async function formatOfZip(path: string): Promise<ImportFormat> {
  const zip = await openZip(path);
  try {
    const format = zipFormat(zip.names);
    if (!format) throw new FileRefusal(importMessages.unknownFormat);
    return format;
  } finally {
    zip.close();
  }
}

const feedFacts = (format: ImportFormat): SourceFacts => ({
  format,
  columns: [],
  sheets: [],
  mapping: null,
  headersKey: null,
});

/** The exchange's files in a zip: `import*.xml` and, when there, `offers*.xml`. */
async function* zippedCommerceMl(path: string): AsyncGenerator<ImportItem> {
  const zip = await openZip(path);
  try {
    const named = (prefix: string) =>
      zip.names.find((name) => new RegExp(`(^|/)${prefix}[^/]*\\.xml$`, 'i').test(name));
    const opened = (name: string) => () =>
      Readable.from(
        (async function* () {
          yield* await zip.open(name);
        })(),
      );
    const offers = named('offers');
    yield* readCommerceMl({
      importXml: opened(named('import')!),
      ...(offers && { offersXml: opened(offers) }),
    });
  } finally {
    zip.close();
  }
}

/** An exchange zip: its catalog, and its images by their paths beside import.xml. */
async function exchangeSource(path: string): Promise<ImportSource> {
  const zip = await openZip(path);
  const catalog = zip.names.find((name) => /(^|\/)import[^/]*\.xml$/i.test(name)) ?? '';
  const folder = posix.dirname(catalog);
  return {
    facts: feedFacts('commerceml'),
    items: () => iterable(() => zippedCommerceMl(path)),
    async archiveFile(relative) {
      const name = posix.normalize(posix.join(folder, relative));
      if (!zip.names.includes(name)) return null;
      return zip.readBuffer(name, PHOTO_LIMITS.maxFileBytes);
    },
    close: () => zip.close(),
  };
}

const iterable = <T>(open: () => AsyncIterator<T>): AsyncIterable<T> => ({
  [Symbol.asyncIterator]: open,
});

/** Opens the uploaded file as what its content is; a file of no known kind is refused. */
export async function openSource(path: string, choice: MappingChoice): Promise<ImportSource> {
  const sniffed = await sniffFormat(path);
  const format = sniffed === 'zip' ? await formatOfZip(path) : sniffed;
  if (format === 'csv') {
    const dialect = await sniffCsv(path);
    return tableSource('csv', () => readCsvRows(path, dialect), [], choice);
  }
  if (format === 'xlsx') {
    const sheets = await xlsxSheetNames(path);
    const sheet = choice.given?.sheet;
    return tableSource('xlsx', () => readXlsxRows(path, { sheet }), sheets, choice);
  }
  if (format === 'yml') {
    const items = () => readYml(createReadStream(path));
    return { facts: feedFacts('yml'), items, close: () => undefined };
  }
  if (format === 'commerceml' && sniffed !== 'zip') {
    const items = () => readCommerceMl({ importXml: () => createReadStream(path) });
    return { facts: feedFacts('commerceml'), items, close: () => undefined };
  }
  if (format === 'commerceml') return exchangeSource(path);
  throw new FileRefusal(importMessages.unknownFormat);
}
