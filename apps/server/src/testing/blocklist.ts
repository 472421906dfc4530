import { SHOP_HEADER } from '@vitrina/contracts/team';
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { App } from '../app';
import { bearer, type Account } from './accounts';
import type { Method } from './catalog';
import { originOf } from './orders';

/** A call's answer over HTTP: its status and its body as JSON.parse reads it (null: none). */
export interface HttpAnswer {
  status: number;
  body: ReturnType<typeof JSON.parse>;
}

/** The proxy a test's calls come through: the app trusts it to name the buyer's address. */
export const TRUSTED_PROXY = '127.0.0.1';

/** The app's settings for calls through `TRUSTED_PROXY`, as behind a load balancer. */
export const behindProxy = { http: { trustProxy: [TRUSTED_PROXY] } };

async function answerOf(response: Response): Promise<HttpAnswer> {
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

/**
 * The app listening on loopback, called over HTTP: signed-in calls to the general API and
 * buyers' orders from an address (`X-Forwarded-For`, which the app trusts from loopback).
 */
export async function overHttp(app: App) {
  await app.listen({ host: TRUSTED_PROXY, port: 0 });
  const { port } = app.server.address() as AddressInfo;
  const base = `http://${TRUSTED_PROXY}:${port}/api/v1`;

  return {
    /** A signed-in call, `path` relative to /api/v1/, about `shopId` (by default the account's). */
    async call(account: Account, method: Method, path: string, body?: unknown, shopId?: number) {
      const response = await fetch(`${base}/${path}`, {
        method,
        headers: {
          ...bearer(account.accessToken),
          ...(shopId !== undefined && { [SHOP_HEADER]: String(shopId) }),
          ...(body !== undefined && { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return answerOf(response);
    },

    /** The text of a file a signed-in call downloads. */
    async download(account: Account, path: string) {
      const response = await fetch(`${base}/${path}`, { headers: bearer(account.accessToken) });
      return response.text();
    },

    /** A buyer's order from a page of its site, sent from `address`. */
    async order(
      payload: { site_id: number },
      { address = '203.0.113.10', key = randomUUID() }: { address?: string; key?: string } = {},
    ) {
      const response = await fetch(`${base}/public/orders`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'idempotency-key': key,
          origin: originOf(payload.site_id)!,
          'x-forwarded-for': address,
        },
        body: JSON.stringify(payload),
      });
      return answerOf(response);
    },
  };
}

export type OverHttp = Awaited<ReturnType<typeof overHttp>>;
