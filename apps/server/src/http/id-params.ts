import { z } from 'zod';

/** The largest value of a PostgreSQL integer: a larger id could only fail in the database. */
const MAX_ID = 2_147_483_647;

/** An integer id from a path or query string. */
export const idParam = z.coerce.number().int().positive().max(MAX_ID);

export const idParamsSchema = z.object({ id: idParam });

/** `?name=1&name=2` or `?name=1`: always a list. */
export const repeatedQueryParam = <Item extends z.ZodType>(item: Item) =>
  z.union([item.transform((value) => [value]), z.array(item)]);
