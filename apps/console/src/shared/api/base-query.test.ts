import { combineSlices, configureStore } from '@reduxjs/toolkit';
import {
  ACCESS_TOKEN_STORAGE_KEY,
  SESSION_END_REDIRECT_DELAY_MS,
  SHOP_STORAGE_KEY,
} from '@vitrina/contracts/limits';
import { afterEach, describe, expect, it } from 'vitest';
import { LEFT_SHOP, startSessionServer, type SessionServer } from '../../testing/session-server';
import { sessionSlice, setUser } from '../session/session-slice';
import type { ApiEnvironment } from './api-environment';
import { baseApi } from './base-api';

// These tests talk to a real HTTP server on 127.0.0.1 through Node's fetch.

const probeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    probe: build.query<{ data: { n: number } }, { n: number; late?: boolean }>({
      query: ({ n, late }) => ({ url: 'v1/probe', params: late ? { n, late: 1 } : { n } }),
    }),
    forbidden: build.query<unknown, void>({ query: () => 'v1/forbidden' }),
    roleRefused: build.query<unknown, void>({ query: () => 'v1/role-refused' }),
    shopProbe: build.query<{ data: { shop: string | null } }, void>({
      query: () => 'v1/shop-probe',
    }),
  }),
});

const EXPIRED_TOKEN = 'expired-access-token';
const servers: SessionServer[] = [];

afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

async function signedInClient(refreshStatus: 200 | 401 | 403 = 200) {
  const server = await startSessionServer({ refreshStatus });
  servers.push(server);
  const redirects: { path: string; at: number }[] = [];
  let announceRedirect = () => {};
  /** Settles at the first redirect, for tests that expect one. */
  const redirected = new Promise<void>((resolve) => {
    announceRedirect = resolve;
  });
  const environment: ApiEnvironment = {
    baseUrl: server.baseUrl,
    fetchFn: (...args) => fetch(...args),
    redirect: (path) => {
      redirects.push({ path, at: performance.now() });
      announceRedirect();
    },
  };
  const store = configureStore({
    reducer: combineSlices(sessionSlice, baseApi),
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({ thunk: { extraArgument: environment } }).concat(baseApi.middleware),
  });
  localStorage.setItem(ACCESS_TOKEN_STORAGE_KEY, EXPIRED_TOKEN);
  store.dispatch(setUser({ access_token: EXPIRED_TOKEN }));

  const probe = (n: number, late = false) =>
    store.dispatch(probeApi.endpoints.probe.initiate({ n, late }, { subscribe: false }));
  return { server, store, redirects, redirected, probe };
}

const storedToken = () => localStorage.getItem(ACCESS_TOKEN_STORAGE_KEY);
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('base query: the session across token expiry', () => {
  it('refreshes once for twenty parallel calls with an expired token, and all succeed', async () => {
    const { server, store, redirects, probe } = await signedInClient();

    const results = await Promise.all(Array.from({ length: 20 }, (_, n) => probe(n)));

    expect(server.refreshCalls).toBe(1);
    expect(results.map((result) => result.data?.data.n)).toEqual([...Array(20).keys()]);
    expect(server.probeCalls).toBe(40); // each call: once refused, once retried
    expect(storedToken()).toBe(server.currentToken);
    expect(store.getState().session.user).toEqual({ access_token: server.currentToken });
    expect(redirects).toEqual([]);
  });

  it('retries without another refresh when its 401 arrives after the refresh', async () => {
    const { server, probe } = await signedInClient();

    const [early, late] = await Promise.all([probe(1), probe(2, true)]);

    expect(early.data?.data.n).toBe(1);
    expect(late.data?.data.n).toBe(2);
    expect(server.refreshCalls).toBe(1);
  });

  it('ends the session on a 403 and sends the browser to /auth after the delay', async () => {
    const { store, redirects, redirected } = await signedInClient();

    const result = await store.dispatch(
      probeApi.endpoints.forbidden.initiate(undefined, { subscribe: false }),
    );
    const endedAt = performance.now();

    expect(result.error).toMatchObject({ status: 403 });
    expect(storedToken()).toBeNull();
    expect(store.getState().session.user).toBeNull();
    expect(redirects).toEqual([]);
    await redirected;
    expect(redirects.map((redirect) => redirect.path)).toEqual(['/auth']);
    expect(redirects[0]!.at - endedAt).toBeGreaterThanOrEqual(SESSION_END_REDIRECT_DELAY_MS - 5);
  });

  it.each([403, 401] as const)(
    'ends the session once when the refresh answers %i, without another refresh',
    async (refreshStatus) => {
      const { server, store, redirects, redirected, probe } = await signedInClient(refreshStatus);

      const results = await Promise.all([probe(1), probe(2), probe(3)]);

      expect(results.map((result) => result.error)).toEqual(
        Array(3).fill(expect.objectContaining({ status: 401 })),
      );
      expect(server.refreshCalls).toBe(1);
      expect(storedToken()).toBeNull();
      expect(store.getState().session.user).toBeNull();
      await redirected;
      expect(redirects.map((redirect) => redirect.path)).toEqual(['/auth']);
    },
  );

  it('leaves a call made without a token alone: no refresh, no redirect', async () => {
    const { server, redirects, probe } = await signedInClient();
    localStorage.removeItem(ACCESS_TOKEN_STORAGE_KEY);

    const result = await probe(1);

    expect(result.error).toMatchObject({ status: 401 });
    expect(server.refreshCalls).toBe(0);
    // Nothing to await when nothing should happen: wait out the delay a redirect would take.
    await pause(SESSION_END_REDIRECT_DELAY_MS + 50);
    expect(redirects).toEqual([]);
  });
});

describe('base query: the shop of a call', () => {
  afterEach(() => localStorage.removeItem(SHOP_STORAGE_KEY));

  const shopProbe = (store: Awaited<ReturnType<typeof signedInClient>>['store']) =>
    store.dispatch(probeApi.endpoints.shopProbe.initiate(undefined, { forceRefetch: true }));

  it('names the shop chosen in this browser in X-Shop-Id, and none before one is chosen', async () => {
    const { store } = await signedInClient();

    expect((await shopProbe(store)).data?.data.shop).toBeNull();
    localStorage.setItem(SHOP_STORAGE_KEY, '12');
    expect((await shopProbe(store)).data?.data.shop).toBe('12');
  });

  it('keeps the session on a 403 of the role («Недостаточно прав»)', async () => {
    const { store, redirects } = await signedInClient();

    const result = await store.dispatch(
      probeApi.endpoints.roleRefused.initiate(undefined, { subscribe: false }),
    );

    expect(result.error).toMatchObject({ status: 403, data: { detail: 'Недостаточно прав' } });
    expect(storedToken()).toBe(EXPIRED_TOKEN);
    expect(store.getState().session.user).not.toBeNull();
    await pause(SESSION_END_REDIRECT_DELAY_MS + 20);
    expect(redirects).toEqual([]);
  });

  it('forgets a shop the member has left and asks again for the shop used last', async () => {
    const { store } = await signedInClient();
    localStorage.setItem(SHOP_STORAGE_KEY, LEFT_SHOP);

    const result = await shopProbe(store);

    expect(result.data?.data.shop).toBeNull();
    expect(localStorage.getItem(SHOP_STORAGE_KEY)).toBeNull();
  });
});
