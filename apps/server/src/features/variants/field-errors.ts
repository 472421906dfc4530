import { AppError } from '../../errors/app-error';

/** A refused field, named as a refused payload's fields are: `variants.3.photo_id`. */
export interface FieldError {
  field: string;
  message: string;
}

/** 422 in the shape a payload the schema refuses gets: the first message, and every field's. */
export const unprocessable = (errors: FieldError[]) =>
  new AppError('UNPROCESSABLE', errors[0]!.message, { errors });
