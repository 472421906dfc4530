import { ID_MAX } from '@vitrina/contracts/limits';

const DIGITS = /^\d+$/;

/**
 * The id a path segment names, or null when it names nothing: not plain digits, zero, or beyond
 * the ids the database can hold. A screen shows the not-found page for null and asks no server.
 */
export function routeId(segment: string | undefined): number | null {
  if (segment === undefined || !DIGITS.test(segment)) return null;
  const id = Number(segment);
  return id > 0 && id <= ID_MAX ? id : null;
}
