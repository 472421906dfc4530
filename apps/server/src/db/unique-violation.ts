/** Both drivers report the constraint a failed query broke on the error Drizzle wraps. */
interface DriverError {
  code?: unknown;
  constraint?: unknown;
}

/** Whether a query failed on the named unique constraint (SQLSTATE 23505). */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  const cause = error instanceof Error ? (error.cause as DriverError | undefined) : undefined;
  return cause?.code === '23505' && cause.constraint === constraint;
}
