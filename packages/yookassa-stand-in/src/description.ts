import { invalidRequest } from './errors';

/** An optional `description`: up to 128 characters for a payment, 250 for a refund. */
export function readDescription(description: unknown, maxLength: number): string | undefined {
  if (description === undefined) return undefined;
  if (typeof description !== 'string' || description.length > maxLength) {
    throw invalidRequest(
      `description must be a string of up to ${maxLength} characters`,
      'description',
    );
  }
  return description;
}
