import { z } from 'zod';

/** The body of every refused call: see error-handler.ts. */
const errorBodySchema = z
  .object({
    detail: z.string(),
    errors: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
  })
  .meta({ id: 'ErrorBody' });

/** Response schemas of the failures a route documents, keyed by status. */
export function errorResponses<const Status extends number>(...statuses: Status[]) {
  return Object.fromEntries(statuses.map((status) => [status, errorBodySchema])) as Record<
    Status,
    typeof errorBodySchema
  >;
}
