import { messages } from '@vitrina/contracts/messages';
import { ROLE_PERMISSIONS, type Member, type ShopRole } from '@vitrina/contracts/team';
import { describe, expect, it } from 'vitest';
import { ownShopId, registerAccount, userRow, type Account } from '../../testing/accounts';
import type { Method } from '../../testing/catalog';
import { useTestApp } from '../../testing/signed-in-app';
import { addMember, callInShop, dataOf } from '../../testing/team';
import { testClock } from '../../testing/test-clock';

const HOUR = 60 * 60;
const ISO_TIME = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

interface JournalEntry {
  id: number;
  actor_id: number;
  actor_email: string;
  action: string;
  subject: string;
}

describe('the members of a shop: roles, ownership, removal, leaving and the journal', () => {
  const clock = testClock();
  const testApp = useTestApp({
    now: clock.now,
    rateLimits: { registerPerIp: { max: 200, windowSeconds: HOUR } },
  });
  const db = () => testApp.database.db;

  /** A member of the shop: the account and its id. */
  interface ShopMember {
    account: Account;
    id: number;
  }

  /** A shop of its own: the owner's account, the owner's id and the shop. */
  async function newShop() {
    const account = await registerAccount(testApp.app);
    const shopId = await ownShopId(db(), account.email);
    const owner: ShopMember = { account, id: (await userRow(db(), account.email))!.id };
    const call = (by: ShopMember, method: Method, path: string, payload?: unknown) =>
      callInShop(testApp.app, by.account, shopId, method, path, payload);
    return {
      shopId,
      owner,
      call,
      async member(role: ShopRole): Promise<ShopMember> {
        const member = await registerAccount(testApp.app);
        return { account: member, id: await addMember(db(), shopId, member, role) };
      },
      setRole: (by: ShopMember, member: ShopMember, role: ShopRole) =>
        call(by, 'PATCH', `shop/members/${member.id}/`, { role }),
      remove: (by: ShopMember, member: ShopMember) =>
        call(by, 'DELETE', `shop/members/${member.id}/`),
      async roles() {
        const members = dataOf<Member[]>(await call(owner, 'GET', 'shop/members/'));
        return Object.fromEntries(members.map((each) => [each.email, each.role]));
      },
      async journal(query = '') {
        return dataOf<JournalEntry[]>(await call(owner, 'GET', `shop/actions/${query}`));
      },
    };
  }

  const expectRefused = (
    response: Awaited<ReturnType<typeof callInShop>>,
    status: number,
    detail: string,
  ) => {
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual({ detail });
  };

  it('lists the members with their roles and when each last used the shop', async () => {
    const shop = await newShop();
    const active = await shop.member('ORDER_MANAGER');
    const idle = await shop.member('CONTENT_MANAGER');
    await shop.call(active, 'GET', 'shop/');
    const activeAt = clock.now().toISOString();
    clock.advanceSeconds(90);

    const response = await shop.call(shop.owner, 'GET', 'shop/members/');

    expect(response.statusCode).toBe(200);
    const listed = (member: ShopMember, role: ShopRole, lastActiveAt: string | null) => ({
      id: member.id,
      email: member.account.email,
      first_name: null,
      last_name: null,
      role,
      joined_at: expect.stringMatching(ISO_TIME),
      last_active_at: lastActiveAt,
    });
    expect(response.json().data).toEqual([
      // The owner's own call is its latest use.
      listed(shop.owner, 'OWNER', clock.now().toISOString()),
      listed(active, 'ORDER_MANAGER', activeAt),
      listed(idle, 'CONTENT_MANAGER', null),
    ]);
  });

  it('changes a role, in force at the member’s very next call', async () => {
    const shop = await newShop();
    const manager = await shop.member('ORDER_MANAGER');
    expect((await shop.call(manager, 'GET', 'orders/')).statusCode).toBe(200);

    const changed = await shop.setRole(shop.owner, manager, 'CONTENT_MANAGER');

    expect(changed.statusCode).toBe(200);
    expect(changed.json().data).toContainEqual(
      expect.objectContaining({ id: manager.id, role: 'CONTENT_MANAGER' }),
    );
    expectRefused(await shop.call(manager, 'GET', 'orders/'), 403, messages.team.forbidden);
    expect((await shop.call(manager, 'GET', 'shop/')).json().data).toMatchObject({
      role: 'CONTENT_MANAGER',
      permissions: [...ROLE_PERMISSIONS.CONTENT_MANAGER],
    });
    expect(await shop.journal()).toEqual([
      expect.objectContaining({
        actor_id: shop.owner.id,
        action: 'member.role_changed',
        subject: `${manager.account.email}: Контент-менеджер`,
      }),
    ]);
  });

  it('transfers the ownership by the owner’s hand: the old owner stays as an admin', async () => {
    const shop = await newShop();
    const heir = await shop.member('ADMIN');
    const third = await shop.member('CONTENT_MANAGER');
    expect((await shop.call(heir, 'GET', 'shop/')).json().data.role).toBe('ADMIN');

    const transferred = await shop.setRole(shop.owner, heir, 'OWNER');

    expect(transferred.statusCode).toBe(200);
    expect(await shop.roles()).toEqual({
      [shop.owner.account.email]: 'ADMIN',
      [heir.account.email]: 'OWNER',
      [third.account.email]: 'CONTENT_MANAGER',
    });
    expect((await shop.call(heir, 'GET', 'shop/')).json().data).toMatchObject({
      role: 'OWNER',
      permissions: expect.arrayContaining(['team.owners', 'shop.delete']),
    });
    expectRefused(await shop.setRole(shop.owner, third, 'OWNER'), 403, messages.team.ownerOnly);
    expect(await shop.journal()).toEqual([
      expect.objectContaining({
        actor_id: shop.owner.id,
        action: 'ownership.transferred',
        subject: heir.account.email,
      }),
    ]);
  });

  it('refuses an admin’s transfer of the ownership with 403, and changes nobody', async () => {
    const shop = await newShop();
    const admin = await shop.member('ADMIN');
    const manager = await shop.member('ORDER_MANAGER');
    const before = await shop.roles();

    expectRefused(await shop.setRole(admin, manager, 'OWNER'), 403, messages.team.ownerOnly);
    expectRefused(await shop.setRole(admin, admin, 'OWNER'), 403, messages.team.ownerOnly);
    expect(await shop.roles()).toEqual(before);
    expect(await shop.journal()).toEqual([]);
  });

  it('lets nobody change the owner’s role but by a transfer', async () => {
    const shop = await newShop();
    const admin = await shop.member('ADMIN');
    const before = await shop.roles();

    expectRefused(
      await shop.setRole(admin, shop.owner, 'ORDER_MANAGER'),
      403,
      messages.team.ownerRoleFixed,
    );
    expectRefused(
      await shop.setRole(shop.owner, shop.owner, 'ADMIN'),
      403,
      messages.team.ownerRoleFixed,
    );
    expect(await shop.roles()).toEqual(before);
  });

  it('answers 404 for a member of another shop', async () => {
    const shop = await newShop();
    const elsewhere = await newShop();

    for (const response of [
      await shop.setRole(shop.owner, elsewhere.owner, 'ADMIN'),
      await shop.remove(shop.owner, elsewhere.owner),
    ]) {
      expectRefused(response, 404, messages.team.memberNotFound);
    }
    expect(await elsewhere.roles()).toEqual({ [elsewhere.owner.account.email]: 'OWNER' });
  });

  it('removes a member: their next call naming the shop finds no shop', async () => {
    const shop = await newShop();
    const removed = await shop.member('ORDER_MANAGER');
    expect((await shop.call(removed, 'GET', 'orders/')).statusCode).toBe(200);

    const response = await shop.remove(shop.owner, removed);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: messages.team.memberRemoved });
    expectRefused(await shop.call(removed, 'GET', 'orders/'), 404, messages.team.shopNotFound);
    const unnamed = await callInShop(testApp.app, removed.account, undefined, 'GET', 'shop/');
    expect(unnamed.json().data).toMatchObject({
      id: await ownShopId(db(), removed.account.email),
      role: 'OWNER',
    });
    expect(await shop.roles()).toEqual({ [shop.owner.account.email]: 'OWNER' });
    expect(await shop.journal()).toEqual([
      expect.objectContaining({
        actor_id: shop.owner.id,
        action: 'member.removed',
        subject: removed.account.email,
      }),
    ]);
  });

  it('removes no owner', async () => {
    const shop = await newShop();
    const admin = await shop.member('ADMIN');

    expectRefused(await shop.remove(admin, shop.owner), 403, messages.team.ownerOnly);
    expectRefused(await shop.remove(shop.owner, shop.owner), 403, messages.team.ownerCannotLeave);
    expect(await shop.roles()).toMatchObject({ [shop.owner.account.email]: 'OWNER' });
  });

  it('lets a member leave the shop, and keeps its owner', async () => {
    const shop = await newShop();
    const leaving = await shop.member('CONTENT_MANAGER');

    const left = await shop.call(leaving, 'DELETE', 'shop/membership/');
    const ownerLeaving = await shop.call(shop.owner, 'DELETE', 'shop/membership/');

    expect(left.statusCode).toBe(200);
    expect(left.json()).toEqual({ message: messages.team.leftShop });
    expectRefused(await shop.call(leaving, 'GET', 'shop/'), 404, messages.team.shopNotFound);
    expectRefused(ownerLeaving, 403, messages.team.ownerCannotLeave);
    expect(await shop.roles()).toEqual({ [shop.owner.account.email]: 'OWNER' });
    expect(await shop.journal()).toEqual([
      expect.objectContaining({
        actor_id: leaving.id,
        actor_email: leaving.account.email,
        action: 'member.left',
        subject: leaving.account.email,
      }),
    ]);
  });

  it('lists the journal newest first, a page at a time, of one member if asked', async () => {
    const shop = await newShop();
    const admin = await shop.member('ADMIN');
    const written: { actor_id: number; subject: string }[] = [];
    for (let round = 1; round <= 26; round += 1) {
      for (const [by, title] of [
        [shop.owner, `Лавка ${round}`],
        [admin, `Магазин ${round}`],
      ] as const) {
        expect((await shop.call(by, 'PATCH', 'shop/', { title })).statusCode).toBe(200);
        written.push({ actor_id: by.id, subject: title });
      }
    }
    const newestFirst = written.reverse();
    const summary = (entries: JournalEntry[]) =>
      entries.map(({ actor_id, subject }) => ({ actor_id, subject }));

    const firstPage = await shop.journal();
    const secondPage = await shop.journal(`?before=${firstPage.at(-1)!.id}`);
    const ofAdmin = await shop.journal(`?actor=${admin.id}`);
    const ofAdminBefore = await shop.journal(`?actor=${admin.id}&before=${ofAdmin[1]!.id}`);

    expect(summary(firstPage)).toEqual(newestFirst.slice(0, 50));
    expect(summary(secondPage)).toEqual(newestFirst.slice(50));
    const adminEntries = newestFirst.filter((entry) => entry.actor_id === admin.id);
    expect(summary(ofAdmin)).toEqual(adminEntries);
    expect(summary(ofAdminBefore)).toEqual(adminEntries.slice(2));
    expect(ofAdmin.every((entry) => entry.actor_email === admin.account.email)).toBe(true);
  });

  it('refuses a journal query that is not an id with 422', async () => {
    const shop = await newShop();

    const response = await shop.call(shop.owner, 'GET', 'shop/actions/?actor=владелец');

    expect(response.statusCode).toBe(422);
  });
});
