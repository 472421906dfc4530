import { randomBytes } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import type { App } from '../app';
import type { Db } from '../db/client';
import { refreshTokens, sessions, shopMembers, users, userTokens } from '../db/schema';

export const PASSWORD = 'Витрина-2026';

export function uniqueEmail(name = 'merchant'): string {
  return `${name}-${randomBytes(4).toString('hex')}@shop.example.ru`;
}

export const bearer = (accessToken: string) => ({ authorization: `Bearer ${accessToken}` });

export function refreshCookieOf(response: LightMyRequestResponse) {
  return response.cookies.find((cookie) => cookie.name === 'refresh_token');
}

/** A signed-in account: its access token and the value of its refresh cookie. */
export interface Account {
  email: string;
  password: string;
  accessToken: string;
  refreshToken: string;
}

function asAccount(response: LightMyRequestResponse, email: string, password: string): Account {
  if (response.statusCode !== 200) {
    throw new Error(`signing in failed: ${response.statusCode} ${response.body}`);
  }
  const refreshToken = refreshCookieOf(response)?.value ?? '';
  return { email, password, accessToken: response.json().access_token, refreshToken };
}

export function login(app: App, username: string, password: string, remoteAddress?: string) {
  return app.inject({
    method: 'POST',
    url: '/api/user/login',
    payload: new URLSearchParams({ username, password }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    remoteAddress,
  });
}

export async function registerAccount(
  app: App,
  email = uniqueEmail(),
  password = PASSWORD,
): Promise<Account> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/user/register',
    payload: { email, password, confirm_password: password },
  });
  return asAccount(response, email, password);
}

export async function signIn(app: App, email: string, password = PASSWORD): Promise<Account> {
  return asAccount(await login(app, email, password), email, password);
}

export function refresh(app: App, refreshToken?: string) {
  return app.inject({
    method: 'PUT',
    url: '/api/user/refresh',
    cookies: refreshToken === undefined ? {} : { refresh_token: refreshToken },
  });
}

export function getMe(app: App, accessToken: string) {
  return app.inject({ method: 'GET', url: '/api/user/me', headers: bearer(accessToken) });
}

/** The users row of an address, to check what a call stored or left alone. */
export async function userRow(db: Db, email: string) {
  const [user] = await db.select().from(users).where(eq(users.email, email));
  return user;
}

async function rowsOf(
  db: Db,
  table: typeof users | typeof sessions | typeof refreshTokens | typeof userTokens,
) {
  const [row] = await db.select({ rows: count() }).from(table);
  return row?.rows ?? 0;
}

/** Row counts of the account tables, to show that a refused call wrote nothing. */
export async function accountRowCounts(db: Db) {
  return {
    users: await rowsOf(db, users),
    sessions: await rowsOf(db, sessions),
    refreshTokens: await rowsOf(db, refreshTokens),
    userTokens: await rowsOf(db, userTokens),
  };
}

/** The shop an account made at sign-up owns, where its rows go (decision 57). */
export async function ownShopId(db: Db, email: string): Promise<number> {
  const [row] = await db
    .select({ shopId: shopMembers.shopId })
    .from(shopMembers)
    .innerJoin(users, eq(users.id, shopMembers.userId))
    .where(and(eq(users.email, email), eq(shopMembers.role, 'OWNER')));
  if (!row) throw new Error(`${email} owns no shop`);
  return row.shopId;
}
