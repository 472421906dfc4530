import type { BaseQueryApi } from '@reduxjs/toolkit/query/react';

/** What the api needs from the world around it; the store carries it as its thunk extra argument. */
export interface ApiEnvironment {
  /** Base of both API paths (`user/…`, `v1/…`): relative in the browser, absolute in tests. */
  baseUrl: string;
  fetchFn: typeof fetch;
  /** Sends the browser to a path once the session has ended. */
  redirect: (path: string) => void;
}

export const browserApiEnvironment: ApiEnvironment = {
  baseUrl: '/api/',
  fetchFn: (...args) => fetch(...args),
  // A full page load also drops whatever the ended session had cached.
  redirect: (path) => window.location.assign(path),
};

export function apiEnvironmentOf(api: Pick<BaseQueryApi, 'extra'>): ApiEnvironment {
  return api.extra as ApiEnvironment;
}
