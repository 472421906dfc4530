import { idSchema } from '@vitrina/contracts/id';
import { z } from 'zod';

/** An integer id from a path or query string. */
export const idParam = z.coerce.number().pipe(idSchema);

export const idParamsSchema = z.object({ id: idParam });

/** `?name=1&name=2` or `?name=1`: always a list. */
export const repeatedQueryParam = <Item extends z.ZodType>(item: Item) =>
  z.union([item.transform((value) => [value]), z.array(item)]);
