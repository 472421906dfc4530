import { messages } from '@vitrina/contracts/messages';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { ownShopId, registerAccount, type Account } from '../../testing/accounts';
import { addMember, callInShop } from '../../testing/team';
import { testDatabaseUrl } from '../../testing/test-database';
import { useTwoProcesses } from '../../testing/two-processes';

/** Well under the 30 s a process keeps a membership it read without hearing of a change. */
const WITHIN_MS = 2000;

/** Repeats `call` until its answer has `status`, or fails once `WITHIN_MS` have passed. */
async function answersWithin(
  call: () => Promise<LightMyRequestResponse>,
  status: number,
): Promise<LightMyRequestResponse> {
  const deadline = Date.now() + WITHIN_MS;
  for (;;) {
    const response = await call();
    if (response.statusCode === status || Date.now() > deadline) return response;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

// Several server processes share one PostgreSQL (PGlite has one process): this runs there only.
describe.runIf(testDatabaseUrl)('memberships kept by two server processes', () => {
  const apps = useTwoProcesses();

  /** A shop made through the writer with an order manager, whose role the reader has read. */
  async function shopWithOrderManager() {
    const { app, database } = apps.writer;
    const owner = await registerAccount(app);
    const shopId = await ownShopId(database.db, owner.email);
    const manager = await registerAccount(app);
    const managerId = await addMember(database.db, shopId, manager, 'ORDER_MANAGER');
    const ordersThrough = (through: App, account: Account) => () =>
      callInShop(through, account, shopId, 'GET', 'orders/');
    expect((await ordersThrough(apps.reader.app, manager)()).statusCode).toBe(200);
    return { owner, shopId, manager, managerId, ordersThrough };
  }

  it('a role lowered through one process is refused by the other at once', async () => {
    const { owner, shopId, manager, managerId, ordersThrough } = await shopWithOrderManager();

    const lowered = await callInShop(
      apps.writer.app,
      owner,
      shopId,
      'PATCH',
      `shop/members/${managerId}/`,
      { role: 'CONTENT_MANAGER' },
    );

    expect(lowered.statusCode).toBe(200);
    const refused = await answersWithin(ordersThrough(apps.reader.app, manager), 403);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ detail: messages.team.forbidden });
  });

  it('a member removed through one process finds no shop through the other at once', async () => {
    const { owner, shopId, manager, managerId, ordersThrough } = await shopWithOrderManager();

    const removed = await callInShop(
      apps.writer.app,
      owner,
      shopId,
      'DELETE',
      `shop/members/${managerId}/`,
    );

    expect(removed.statusCode).toBe(200);
    const refused = await answersWithin(ordersThrough(apps.reader.app, manager), 404);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({ detail: messages.team.shopNotFound });
  });
});
