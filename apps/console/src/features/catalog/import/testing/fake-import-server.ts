import type { ImportMapping } from '@vitrina/contracts/catalog-import/columns';
import type { ImportJob } from '@vitrina/contracts/catalog-import/jobs';
import { importMessages } from '@vitrina/contracts/catalog-import/import-messages';
import { reply, type FakeHandler, type FakeRoute } from '../../../../testing/fake-api';

/** What the console sent in one import's form. */
export interface SentImport {
  mode: string | undefined;
  mapping: ImportMapping | undefined;
  onlyValid: string | undefined;
  /** The file parts: their names and bodies do not survive the test environment's fetch. */
  files: number;
}

/** A job as the server answers it: a check of a CSV under way unless told. */
export function anImportJob(overrides: Partial<ImportJob> = {}): ImportJob {
  return {
    id: 501,
    collection_id: 1,
    mode: 'dry_run',
    format: 'csv',
    status: 'running',
    progress: { done: 0, total: null },
    summary: { created: 0, updated: 0, skipped: 0, errors: [], refused: 0, photos_failed: 0 },
    failure: null,
    columns: [],
    sheets: [],
    preview: [],
    created_at: '2025-06-01T10:00:00.000Z',
    finished_at: null,
    ...overrides,
  };
}

// The test environment's fetch cannot parse its multipart bodies back into a form (the page's
// File is not the fetch's), so the parts are read from the body's text.
function sentImportOf(body: string): SentImport {
  const fields = new Map<string, string>();
  let files = 0;
  for (const part of body.split(/-{2,}formdata-[\w-]+/)) {
    const name = /name="([^"]+)"/.exec(part)?.[1];
    if (/filename="/.test(part)) files += 1;
    else if (name) fields.set(name, part.split('\r\n\r\n')[1]!.replace(/\r\n$/, ''));
  }
  const mapping = fields.get('mapping');
  return {
    mode: fields.get('mode'),
    mapping: mapping === undefined ? undefined : (JSON.parse(mapping) as ImportMapping),
    onlyValid: fields.get('only_valid'),
    files,
  };
}

/**
 * The import's side of the API: each form sent starts the job `plan` makes of it (ids from 501),
 * which the test moves on with `update`; a job cancelled ends as the server ends it.
 */
export function fakeImportServer(plan: (sent: SentImport, id: number) => ImportJob) {
  const sent: SentImport[] = [];
  const jobs = new Map<number, ImportJob>();
  const found = (id: string | undefined, answer: (job: ImportJob) => Response) => {
    const job = jobs.get(Number(id));
    return job ? answer(job) : reply(404, { detail: importMessages.notFound });
  };

  const routes: Partial<Record<FakeRoute, FakeHandler>> = {
    'POST v1/catalog/collection/:id/import/': async (request) => {
      const form = sentImportOf(await request.text());
      sent.push(form);
      const id = 500 + sent.length;
      jobs.set(id, plan(form, id));
      return reply(202, { data: { id } });
    },
    'GET v1/catalog/import/:id/': (_request, { id }) =>
      found(id, (job) => reply(200, { data: job })),
    'DELETE v1/catalog/import/:id/': (_request, { id }) =>
      found(id, (job) => {
        const cancelled: ImportJob = {
          ...job,
          status: 'cancelled',
          failure: importMessages.cancelled,
        };
        jobs.set(job.id, cancelled);
        return reply(200, { data: cancelled });
      }),
    'GET v1/catalog/import/:id/refused.csv': (_request, { id }) =>
      found(
        id,
        () => new Response('Строка;Ошибка\r\n', { headers: { 'Content-Type': 'text/csv' } }),
      ),
  };

  return {
    routes,
    sent,
    jobs,
    /** Moves a job on: its progress, its end. */
    update: (id: number, changes: Partial<ImportJob>) =>
      jobs.set(id, { ...jobs.get(id)!, ...changes }),
  };
}
