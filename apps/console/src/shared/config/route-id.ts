import { ID_MAX } from '@vitrina/contracts/limits';
import { useParams } from 'react-router';

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

type PathParams = Readonly<Record<string, string | undefined>>;

/** The ids of the named path parameters, or null when any of them names nothing. */
export function routeIds<Name extends string>(
  params: PathParams,
  names: readonly Name[],
): Record<Name, number> | null {
  const ids = {} as Record<Name, number>;
  for (const name of names) {
    const id = routeId(params[name]);
    if (id === null) return null;
    ids[name] = id;
  }
  return ids;
}

/**
 * The ids of the current route's named parameters, or null when any names nothing: the route's
 * screen then shows the not-found page and asks no server, instead of asking for `NaN`.
 */
export function useRouteIds<Name extends string>(...names: Name[]): Record<Name, number> | null {
  return routeIds(useParams(), names);
}
