import { z } from 'zod';
import { serverDetailOf } from '../../../shared/api/server-detail';

/** A message for one field of a form. */
export interface FieldRefusal<Field extends string> {
  field: Field;
  message: string;
}

// A 422 lists the fields it refused beside its detail.
const fieldList = z.object({
  data: z.object({ errors: z.array(z.object({ field: z.string(), message: z.string() })) }),
});

/**
 * What a refused call (a 4xx with a detail) says of a form's fields: each field of its list
 * that the form has, or else its detail against `blamed`, the field the call turns on (a key,
 * an address). Empty when the server gave no reason: a failure it did not explain.
 */
export function refusedFields<Field extends string>(
  error: unknown,
  fields: readonly Field[],
  blamed: Field,
): FieldRefusal<Field>[] {
  const detail = serverDetailOf(error);
  if (detail === undefined) return [];
  const isFormField = (name: string): name is Field => fields.includes(name as Field);
  const listed = fieldList.safeParse(error).data?.data.errors ?? [];
  const refusals = listed.flatMap(({ field, message }) =>
    isFormField(field) ? [{ field, message }] : [],
  );
  return refusals.length > 0 ? refusals : [{ field: blamed, message: detail }];
}
