import type { Db } from '../db/client';

interface QueryClient {
  query: (...args: never[]) => Promise<unknown>;
}

/** The text of a statement, as PGlite (a string) or node-postgres (a string or a config) gets it. */
const textOf = (statement: unknown) =>
  typeof statement === 'string' ? statement : ((statement as { text?: string })?.text ?? '');

/**
 * The session's check of a signed-in call: not counted, as the process may have trusted the
 * session a moment before (infra/live-sessions.ts) and so may not send it at all.
 */
const isSessionCheck = (statement: unknown) =>
  /^select "expires_at" from "sessions" where/.test(textOf(statement));

/**
 * The texts of the statements `db` sends while `run` runs, by wrapping its client's `query`
 * (PGlite and node-postgres's pool both send every statement outside a transaction through it);
 * the session's check is left out.
 */
export async function statementsDuring(db: Db, run: () => Promise<unknown>): Promise<string[]> {
  const client = (db as unknown as { $client: QueryClient }).$client;
  const original = client.query;
  const statements: string[] = [];
  client.query = (...args) => {
    if (!isSessionCheck(args[0])) statements.push(textOf(args[0]));
    return original.apply(client, args);
  };
  try {
    await run();
  } finally {
    client.query = original;
  }
  return statements;
}

/** How many statements `db` sends while `run` runs, as `statementsDuring` sees them. */
export async function countQueries(db: Db, run: () => Promise<unknown>): Promise<number> {
  return (await statementsDuring(db, run)).length;
}
