interface Refusal {
  status?: unknown;
  data?: { detail?: unknown } | null;
}

const isClientError = (status: unknown): boolean =>
  Number.isInteger(status) && (status as number) >= 400 && (status as number) <= 499;

/** The server's own explanation of a refused call (a 4xx `{detail}`), when it gave one. */
// Checked by hand rather than with zod: every failure alert, the sign-in screen's too, reads it.
export function serverDetailOf(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { status, data } = error as Refusal;
  const detail = isClientError(status) ? data?.detail : undefined;
  return typeof detail === 'string' ? detail : undefined;
}
