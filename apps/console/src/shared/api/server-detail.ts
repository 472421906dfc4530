import { z } from 'zod';

const refusal = z.object({
  status: z.number().int().min(400).max(499),
  data: z.object({ detail: z.string() }),
});

/** The server's own explanation of a refused call (a 4xx `{detail}`), when it gave one. */
export function serverDetailOf(error: unknown): string | undefined {
  const parsed = refusal.safeParse(error);
  return parsed.success ? parsed.data.data.detail : undefined;
}
