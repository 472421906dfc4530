import { serverDetailOf } from '../../../shared/api/server-detail';
import type { RowField, RowProblems } from './row-problems';
import { variantTexts as texts } from './variant-texts';

/** What a refused save says: at the rows and options it names, and in a sentence. */
export interface SaveRefusal {
  rows: ReadonlyMap<string, RowProblems>;
  /** By the option's place. */
  options: ReadonlyMap<number, string>;
  detail: string;
}

export const NO_REFUSAL: SaveRefusal = { rows: new Map(), options: new Map(), detail: '' };

interface FieldError {
  field: string;
  message: string;
}

// Checked by hand: a 422 lists its refused fields beside its detail, as `variants.3.photo_id`.
function fieldErrorsOf(error: unknown): FieldError[] {
  const errors = (error as { data?: { errors?: unknown } } | null)?.data?.errors;
  if (!Array.isArray(errors)) return [];
  return errors.filter(
    (entry): entry is FieldError =>
      typeof entry?.field === 'string' && typeof entry?.message === 'string',
  );
}

/** The refusal of a save that sent the variants of `keys`, in that order. */
export function refusalOf(error: unknown, keys: readonly string[]): SaveRefusal {
  const rows = new Map<string, RowProblems>();
  const options = new Map<number, string>();
  for (const { field, message } of fieldErrorsOf(error)) {
    const [scope, place, name = 'value_ids'] = field.split('.');
    const key = scope === 'variants' ? keys[Number(place)] : undefined;
    if (key !== undefined) {
      const problems = rows.get(key) ?? {};
      problems[name as RowField] ??= message;
      rows.set(key, problems);
    } else if (scope === 'options' && !options.has(Number(place))) {
      options.set(Number(place), message);
    }
  }
  return { rows, options, detail: serverDetailOf(error) ?? texts.saveFailed };
}
