import {
  fetchBaseQuery,
  type BaseQueryApi,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query/react';
import type { accessTokenSchema } from '@vitrina/contracts/auth';
import { SESSION_END_REDIRECT_DELAY_MS } from '@vitrina/contracts/limits';
import type { z } from 'zod';
import { paths } from '@vitrina/contracts/console-paths';
import { sessionMessages } from '@vitrina/contracts/session-messages';
import { SHOP_HEADER, SHOP_NOT_FOUND } from '@vitrina/contracts/shop-scope';
import { endSession, keepAccessToken } from '../session/session-lifecycle';
import { readShopId, removeShopId } from '../session/shop-storage';
import { readAccessToken } from '../session/token-storage';
import { apiEnvironmentOf, type ApiEnvironment } from './api-environment';
import { singleFlight } from './single-flight';

type RawQuery = ReturnType<typeof fetchBaseQuery>;

const rawQueries = new WeakMap<ApiEnvironment, RawQuery>();

/** The token a call is sent with, handed to the raw query in place of its extra options. */
interface SentWith {
  accessToken: string | null;
}

function rawQueryOf(api: Pick<BaseQueryApi, 'extra'>): RawQuery {
  const environment = apiEnvironmentOf(api);
  let rawQuery = rawQueries.get(environment);
  if (!rawQuery) {
    rawQuery = fetchBaseQuery({
      baseUrl: environment.baseUrl,
      fetchFn: environment.fetchFn,
      credentials: 'include',
      prepareHeaders: (headers, { extraOptions }) => {
        const { accessToken } = extraOptions as SentWith;
        if (accessToken !== null) headers.set('Authorization', `Bearer ${accessToken}`);
        const shopId = readShopId();
        if (shopId !== null && !headers.has(SHOP_HEADER)) headers.set(SHOP_HEADER, shopId);
        return headers;
      },
    });
    rawQueries.set(environment, rawQuery);
  }
  return rawQuery;
}

function sendRaw(args: string | FetchArgs, api: BaseQueryApi, accessToken: string | null) {
  const sentWith: SentWith = { accessToken };
  return rawQueryOf(api)(args, api, sentWith);
}

/** Forgets the session and, after a short pause, sends the browser to sign in again. */
function endSessionAndLeave(api: BaseQueryApi): void {
  if (readAccessToken() === null) return; // another call has ended it already
  endSession(api.dispatch);
  const { redirect } = apiEnvironmentOf(api);
  setTimeout(() => redirect(paths.auth), SESSION_END_REDIRECT_DELAY_MS);
}

// Checked by hand rather than with the contract's zod schema, which would pull zod into the
// first bundle that every page loads.
function accessTokenOf(body: unknown): string | null {
  const accessToken = (body as Partial<z.infer<typeof accessTokenSchema>> | null)?.access_token;
  return typeof accessToken === 'string' && accessToken !== '' ? accessToken : null;
}

/** Trades the refresh cookie for a new access token; any refusal ends the session. */
async function refreshAccessToken(api: BaseQueryApi): Promise<string | null> {
  // Not tied to the first caller's signal: the refresh serves every call waiting for it.
  const refreshApi = { ...api, signal: new AbortController().signal };
  const result = await sendRaw({ url: 'user/refresh', method: 'PUT' }, refreshApi, null);
  const accessToken = accessTokenOf(result.data);
  if (accessToken === null) {
    endSessionAndLeave(api);
    return null;
  }
  keepAccessToken(api.dispatch, accessToken);
  return accessToken;
}

const refreshOnce = singleFlight<string | null>();

/** The token to retry with after `rejectedToken` got a 401, or null when the session is over. */
function tokenAfterUnauthorized(rejectedToken: string, api: BaseQueryApi): Promise<string | null> {
  const current = readAccessToken();
  // A call whose 401 arrives after another call's refresh finished retries with that token.
  if (current !== rejectedToken) return Promise.resolve(current);
  return refreshOnce(() => refreshAccessToken(api));
}

/** The `detail` of a refused call's body, from fetch's result or an upload's. */
function detailOf(result: unknown): string | undefined {
  const body = result as { error?: { data?: unknown }; data?: unknown } | null;
  const detail = ((body?.error?.data ?? body?.data) as { detail?: unknown } | undefined)?.detail;
  return typeof detail === 'string' ? detail : undefined;
}

/** The refusals of a session (a refresh without one, tokens that do not match), not of a role. */
const SESSION_REFUSALS: readonly string[] = [
  sessionMessages.sessionEnded,
  sessionMessages.tokensMismatch,
];

/** Whether a 403 says the session is over; «Недостаточно прав» and other rules leave it alone. */
function endsSession(result: unknown): boolean {
  const detail = detailOf(result);
  return detail === undefined || SESSION_REFUSALS.includes(detail);
}

/**
 * Whether a 404 says the shop this browser chose is no longer the member's (removed, or a shop
 * of another account): the choice is forgotten, and the call goes again to the shop used last.
 */
function leftShop(result: unknown): boolean {
  if (readShopId() === null || detailOf(result) !== SHOP_NOT_FOUND) return false;
  removeShopId();
  return true;
}

/**
 * Sends a call with the stored access token and deals with what its answer says of the session:
 * a 401 refreshes the token once for all calls that fail together and sends the call once more;
 * a 403 of the session, or a refresh that fails, ends the session. `send` makes the call with a token (null when
 * none is stored) and `statusOf` reads the HTTP status of its result. The base query sends
 * through fetch with it; a call that must go around fetch (an upload that reports its progress
 * through XMLHttpRequest) uses it too, so both share the one refresh.
 */
export async function sendWithSession<Result>(
  api: BaseQueryApi,
  send: (accessToken: string | null) => Result | PromiseLike<Result>,
  statusOf: (result: Result) => number | string | undefined,
): Promise<Result> {
  const sentToken = readAccessToken();
  let result = await send(sentToken);
  // A call made without a token (sign-in, registration, recovery) has no session to refresh or end.
  if (sentToken === null) return result;

  if (statusOf(result) === 401) {
    const freshToken = await tokenAfterUnauthorized(sentToken, api);
    if (freshToken !== null) result = await send(freshToken);
  }
  if (statusOf(result) === 403 && endsSession(result)) endSessionAndLeave(api);
  if (statusOf(result) === 404 && leftShop(result)) result = await send(readAccessToken());
  return result;
}

/**
 * The base query of the one api: sends the stored access token and the cookies, with the session
 * handling of `sendWithSession`. The refresh call itself goes around that handling, so its own
 * 401 cannot start another refresh.
 */
export const baseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = (
  args,
  api,
) =>
  sendWithSession(
    api,
    (accessToken) => sendRaw(args, api, accessToken),
    (result) => result.error?.status,
  );
