// What a failed query may tell a log without telling what was submitted. Drizzle wraps the
// driver's error in one whose message ("Failed query: … params: …") and fields hold the query's
// values; PGlite's error carries them too, and PostgreSQL's own message or detail may quote one
// (`invalid input syntax for type integer: "…"`, `Key (email)=(…) already exists`). So only the
// fields below leave this module: names and codes, the statement with its placeholders, and the
// stack's frames without the message line.
import { DrizzleQueryError } from 'drizzle-orm';

export interface QueryFailure {
  /** PostgreSQL's SQLSTATE, such as 22021 (character not in repertoire). */
  code?: string;
  table?: string;
  column?: string;
  constraint?: string;
  /** PostgreSQL's function that raised the error. */
  routine?: string;
  /** The statement with its $1… placeholders, never their values. */
  query?: string;
  /** Where the query was sent from: the frames of the stack, without its first line. */
  frames?: string;
}

/** The fields both drivers' DatabaseError share (node-postgres's pg-protocol and PGlite's). */
interface DriverError {
  code: string;
  severity: string;
  table?: unknown;
  column?: unknown;
  constraint?: unknown;
  routine?: unknown;
  query?: unknown;
}

const SQLSTATE = /^[0-9A-Z]{5}$/;
/** Causes are followed this far, in case one ever points back at its own error. */
const MAX_CAUSES = 5;

function isDriverError(value: unknown): value is DriverError {
  const { code, severity } = (value ?? {}) as Partial<DriverError>;
  return typeof severity === 'string' && typeof code === 'string' && SQLSTATE.test(code);
}

/** The error, its cause, the cause's cause… */
function causeChain(error: unknown): unknown[] {
  const chain: unknown[] = [];
  for (let current = error; current && chain.length <= MAX_CAUSES;) {
    chain.push(current);
    current = (current as { cause?: unknown }).cause;
  }
  return chain;
}

/** The stack below its first line, which repeats the message; nothing if they cannot be told apart. */
function framesOf(error: unknown): string | undefined {
  if (!(error instanceof Error) || typeof error.stack !== 'string') return undefined;
  const header = String(error);
  return error.stack.startsWith(header) ? error.stack.slice(header.length).trim() : undefined;
}

const textOrNothing = (value: unknown) =>
  typeof value === 'string' && value !== '' ? value : undefined;

function withoutEmpty(failure: QueryFailure): QueryFailure {
  return Object.fromEntries(
    Object.entries(failure).filter(([, value]) => value !== undefined),
  ) as QueryFailure;
}

/**
 * What may be logged of `error` when a query failed (Drizzle's wrapper or a driver's error, at
 * any depth of causes); undefined for any other error.
 */
export function describeQueryFailure(error: unknown): QueryFailure | undefined {
  const chain = causeChain(error);
  const wrapper = chain.find((link) => link instanceof DrizzleQueryError);
  const driver = chain.find(isDriverError);
  if (!wrapper && !driver) return undefined;
  return withoutEmpty({
    code: driver?.code,
    table: textOrNothing(driver?.table),
    column: textOrNothing(driver?.column),
    constraint: textOrNothing(driver?.constraint),
    routine: textOrNothing(driver?.routine),
    query: textOrNothing(wrapper?.query ?? driver?.query),
    frames: framesOf(error),
  });
}
