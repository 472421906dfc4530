import { paths } from '@vitrina/contracts/console-paths';

/** The query parameter of /auth that keeps where a signed-out visitor was going. */
export const RETURN_PARAM = 'next';

// Any origin would do: a path is ours only if resolving it against one keeps that origin.
const PROBE_ORIGIN = 'https://console.invalid';

/**
 * The sign-in address that brings the visitor back to `target` (a path with its query, such as
 * an e-mail confirmation link) once signed in; home needs no return.
 */
export function signInPathReturningTo({ pathname, search }: { pathname: string; search: string }) {
  const target = `${pathname}${search}`;
  if (target === paths.home) return paths.auth;
  return `${paths.auth}?${new URLSearchParams({ [RETURN_PARAM]: target })}`;
}

/**
 * Where to go after sign-in: the kept path when it is one of the console's own, else home. A
 * value that leaves the origin (`//evil.example`, `https://evil.example`, `/\evil.example`) is
 * refused, so the link can never be an open redirect; /auth itself would only loop.
 */
export function returnPathOf(search: string | URLSearchParams): string {
  const value = new URLSearchParams(search).get(RETURN_PARAM);
  if (!value?.startsWith('/')) return paths.home;
  const url = new URL(value, PROBE_ORIGIN);
  if (url.origin !== PROBE_ORIGIN || url.pathname === paths.auth) return paths.home;
  return `${url.pathname}${url.search}${url.hash}`;
}
