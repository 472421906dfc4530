import { serverDetailOf } from '../../shared/api/server-detail';

/** A refusal of one field of a form, as the server said it. */
export interface FieldRefusal<Field extends string> {
  field: Field;
  message: string;
}

interface Listed {
  data?: { errors?: { field?: unknown; message?: unknown }[] };
}

/**
 * The refusals a 4xx lists beside its detail (`errors`) that name one of the form's `fields`;
 * empty for any other failure, which the form says as a whole.
 */
export function fieldRefusals<Field extends string>(
  error: unknown,
  fields: readonly Field[],
): FieldRefusal<Field>[] {
  if (serverDetailOf(error) === undefined) return [];
  const listed = (error as Listed).data?.errors ?? [];
  return listed.flatMap(({ field, message }) =>
    fields.includes(field as Field) && typeof message === 'string'
      ? [{ field: field as Field, message }]
      : [],
  );
}
