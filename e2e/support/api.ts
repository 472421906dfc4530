// The merchant's API calls a journey makes to set up what its screens are not about.
import type { APIRequestContext } from 'playwright-core';
import { expect } from 'vitest';

/** Calls `/api/v1/{path}` as the merchant and answers the `data` of the reply. */
export function apiOf(request: APIRequestContext, token: string) {
  const headers = { Authorization: `Bearer ${token}` };
  return async <T = { id: number }>(
    method: 'GET' | 'POST' | 'PUT',
    path: string,
    data?: object,
  ) => {
    const response = await request.fetch(`/api/v1/${path}`, { method, headers, data });
    expect(response.ok(), `${method} ${path}: ${await response.text()}`).toBe(true);
    return ((await response.json()) as { data: T }).data;
  };
}
