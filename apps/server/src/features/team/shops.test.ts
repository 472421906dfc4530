import { messages } from '@vitrina/contracts/messages';
import {
  PERMISSIONS,
  ROLE_PERMISSIONS,
  SHOP_HEADER,
  type CurrentShop,
  type Shop,
  type ShopActionEntry,
} from '@vitrina/contracts/team';
import { describe, expect, it } from 'vitest';
import { bearer, ownShopId, registerAccount, userRow, type Account } from '../../testing/accounts';
import { useTestApp } from '../../testing/signed-in-app';
import { addMember, callInShop, dataOf } from '../../testing/team';
import { testClock } from '../../testing/test-clock';

const HOUR = 60 * 60;
const ACTIVITY_WRITE_SECONDS = 5 * 60;
const ISO_TIME = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

describe('the shops of a signed-in user and the current shop', () => {
  const clock = testClock();
  const testApp = useTestApp({
    now: clock.now,
    rateLimits: { registerPerIp: { max: 100, windowSeconds: HOUR } },
  });
  const db = () => testApp.database.db;

  /** An account with its own shop, as sign-up makes it. */
  async function owner() {
    const account = await registerAccount(testApp.app);
    return { account, shopId: await ownShopId(db(), account.email) };
  }

  const shopsOf = async (account: Account) =>
    dataOf<Shop[]>(await callInShop(testApp.app, account, undefined, 'GET', 'shops/'));

  const currentShop = (account: Account, shopId?: number) =>
    callInShop(testApp.app, account, shopId, 'GET', 'shop/');

  const rename = (account: Account, shopId: number, title: unknown) =>
    callInShop(testApp.app, account, shopId, 'PATCH', 'shop/', { title });

  it('gives a new account one shop of its own, «Мой магазин», as its owner', async () => {
    const { account, shopId } = await owner();

    expect(await shopsOf(account)).toEqual([{ id: shopId, title: 'Мой магазин', role: 'OWNER' }]);
    const current = await currentShop(account);
    expect(current.statusCode).toBe(200);
    expect(current.json().data).toEqual({
      id: shopId,
      title: 'Мой магазин',
      role: 'OWNER',
      permissions: [...PERMISSIONS],
      time_zone: 'Europe/Moscow',
      buyer_letter_statuses: ['CANCELLED'],
    });
  });

  it('answers the shop X-Shop-Id names, with what the role may do there', async () => {
    const member = await owner();
    const other = await owner();
    await addMember(db(), other.shopId, member.account, 'CONTENT_MANAGER');

    const own = await currentShop(member.account, member.shopId);
    const joined = await currentShop(member.account, other.shopId);

    expect(own.json().data).toMatchObject({ id: member.shopId, role: 'OWNER' });
    expect(joined.statusCode).toBe(200);
    expect(joined.json().data).toEqual({
      id: other.shopId,
      title: 'Мой магазин',
      role: 'CONTENT_MANAGER',
      permissions: [...ROLE_PERMISSIONS.CONTENT_MANAGER],
      time_zone: 'Europe/Moscow',
      buyer_letter_statuses: ['CANCELLED'],
    });
    expect(await shopsOf(member.account)).toEqual(
      expect.arrayContaining([
        { id: member.shopId, title: 'Мой магазин', role: 'OWNER' },
        { id: other.shopId, title: 'Мой магазин', role: 'CONTENT_MANAGER' },
      ]),
    );
  });

  it.each([
    ['a shop the user is not in', (stranger: number) => String(stranger)],
    ['a value that is not an id', () => 'мой-магазин'],
  ])('answers 404 for X-Shop-Id naming %s', async (_, header) => {
    const { account } = await owner();
    const stranger = await owner();

    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/v1/shop/',
      headers: { ...bearer(account.accessToken), [SHOP_HEADER]: header(stranger.shopId) },
    });

    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: messages.team.shopNotFound });
  });

  it('uses the shop used last when a call names none, and lists it first', async () => {
    const member = await owner();
    const other = await owner();
    await addMember(db(), other.shopId, member.account, 'ORDER_MANAGER');
    const currentId = async () => (await currentShop(member.account)).json().data.id;

    await currentShop(member.account, member.shopId);
    expect(await currentId()).toBe(member.shopId);

    clock.advanceSeconds(1);
    await currentShop(member.account, other.shopId);
    expect(await currentId()).toBe(other.shopId);
    expect((await shopsOf(member.account)).map((shop) => shop.id)).toEqual([
      other.shopId,
      member.shopId,
    ]);

    // A shop's use is written at most every few minutes: the own shop is the last one once
    // its use is written again.
    clock.advanceSeconds(ACTIVITY_WRITE_SECONDS);
    await currentShop(member.account, member.shopId);
    expect(await currentId()).toBe(member.shopId);
    expect((await shopsOf(member.account)).map((shop) => shop.id)).toEqual([
      member.shopId,
      other.shopId,
    ]);
  });

  it('renames the shop, trimmed, and every member sees the new title at once', async () => {
    const { account, shopId } = await owner();
    const member = await owner();
    await addMember(db(), shopId, member.account, 'ORDER_MANAGER');
    expect(await shopsOf(member.account)).toContainEqual({
      id: shopId,
      title: 'Мой магазин',
      role: 'ORDER_MANAGER',
    });

    const response = await rename(account, shopId, '  Чайная лавка ');

    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      id: shopId,
      title: 'Чайная лавка',
      role: 'OWNER',
      permissions: [...PERMISSIONS],
      time_zone: 'Europe/Moscow',
      buyer_letter_statuses: ['CANCELLED'],
    });
    expect(await shopsOf(account)).toEqual([{ id: shopId, title: 'Чайная лавка', role: 'OWNER' }]);
    expect(await shopsOf(member.account)).toContainEqual({
      id: shopId,
      title: 'Чайная лавка',
      role: 'ORDER_MANAGER',
    });
  });

  it.each([
    ['blank', '   ', messages.team.shopTitleRequired],
    ['too long', 'ж'.repeat(101), messages.team.shopTitleTooLong],
  ])('refuses a %s title with 422 and keeps the old one', async (_, title, detail) => {
    const { account, shopId } = await owner();

    const response = await rename(account, shopId, title);

    expect(response.statusCode).toBe(422);
    expect(response.json().detail).toBe(detail);
    expect((await currentShop(account, shopId)).json().data.title).toBe('Мой магазин');
  });

  it('lets an admin rename the shop, and refuses a content manager with 403', async () => {
    const { account, shopId } = await owner();
    const admin = await owner();
    const contentManager = await owner();
    await addMember(db(), shopId, admin.account, 'ADMIN');
    await addMember(db(), shopId, contentManager.account, 'CONTENT_MANAGER');

    const refused = await rename(contentManager.account, shopId, 'Не моё');
    const renamed = await rename(admin.account, shopId, 'Лавка администратора');

    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ detail: messages.team.forbidden });
    expect(renamed.statusCode).toBe(200);
    expect((await currentShop(account, shopId)).json().data.title).toBe('Лавка администратора');
  });

  it('writes the renaming into the journal with who did it', async () => {
    const { account, shopId } = await owner();

    await rename(account, shopId, 'Сыроварня');

    const journal = await callInShop(testApp.app, account, shopId, 'GET', 'shop/actions/');
    expect(journal.statusCode).toBe(200);
    expect(journal.json().data).toEqual([
      {
        id: expect.any(Number),
        // The database's time, not the app's clock.
        at: expect.stringMatching(ISO_TIME),
        actor_id: (await userRow(db(), account.email))!.id,
        actor_email: account.email,
        action: 'shop.renamed',
        subject: 'Сыроварня',
      },
    ]);
  });
});

describe("the shop's settings: its time zone and letters to buyers", () => {
  const testApp = useTestApp({ rateLimits: { registerPerIp: { max: 100, windowSeconds: HOUR } } });
  const db = () => testApp.database.db;

  async function owner() {
    const account = await registerAccount(testApp.app);
    return { account, shopId: await ownShopId(db(), account.email) };
  }

  const change = (account: Account, shopId: number, body: object) =>
    callInShop(testApp.app, account, shopId, 'PATCH', 'shop/', body);
  const settingsOf = async (account: Account, shopId: number) => {
    const { title, time_zone, buyer_letter_statuses } = dataOf<CurrentShop>(
      await callInShop(testApp.app, account, shopId, 'GET', 'shop/'),
    );
    return { title, time_zone, buyer_letter_statuses };
  };
  const journalOf = async (account: Account, shopId: number) =>
    dataOf<ShopActionEntry[]>(
      await callInShop(testApp.app, account, shopId, 'GET', 'shop/actions/'),
    ).map(({ action, subject }) => ({ action, subject }));

  it('changes the zone and the letters alone, keeps the title, and answers the shop', async () => {
    const { account, shopId } = await owner();

    const response = await change(account, shopId, {
      time_zone: 'Asia/Yekaterinburg',
      buyer_letter_statuses: ['DONE', 'IN_PROGRESS', 'DONE'],
    });

    expect(response.statusCode).toBe(200);
    // Each status once, in the order an order moves through them.
    expect(response.json().data).toMatchObject({
      id: shopId,
      title: 'Мой магазин',
      time_zone: 'Asia/Yekaterinburg',
      buyer_letter_statuses: ['IN_PROGRESS', 'DONE'],
    });
    expect(await settingsOf(account, shopId)).toEqual({
      title: 'Мой магазин',
      time_zone: 'Asia/Yekaterinburg',
      buyer_letter_statuses: ['IN_PROGRESS', 'DONE'],
    });
  });

  it('keeps a zone as Intl spells it, and lets the letters be switched off', async () => {
    const { account, shopId } = await owner();

    await change(account, shopId, { time_zone: 'asia/novosibirsk', buyer_letter_statuses: [] });

    expect(await settingsOf(account, shopId)).toMatchObject({
      time_zone: 'Asia/Novosibirsk',
      buyer_letter_statuses: [],
    });
  });

  it.each([
    ['a zone that does not exist', { time_zone: 'Europe/Atlantis' }, messages.team.timeZoneUnknown],
    ['an offset instead of a zone', { time_zone: '+05:00' }, messages.team.timeZoneUnknown],
    [
      'a status with no letter',
      { buyer_letter_statuses: ['NEW'] },
      messages.team.buyerLetterStatusUnknown,
    ],
  ])('refuses %s with 422 and changes nothing', async (_, body, detail) => {
    const { account, shopId } = await owner();

    const response = await change(account, shopId, { title: 'Не сохранится', ...body });

    expect(response.statusCode).toBe(422);
    expect(response.json().detail).toBe(detail);
    expect(await settingsOf(account, shopId)).toEqual({
      title: 'Мой магазин',
      time_zone: 'Europe/Moscow',
      buyer_letter_statuses: ['CANCELLED'],
    });
    expect(await journalOf(account, shopId)).toEqual([]);
  });

  it('writes each setting changed into the journal, and nothing for what stays', async () => {
    const { account, shopId } = await owner();

    await change(account, shopId, {
      title: 'Мой магазин',
      time_zone: 'Asia/Yekaterinburg',
      buyer_letter_statuses: ['CANCELLED'],
    });
    await change(account, shopId, { buyer_letter_statuses: ['IN_PROGRESS', 'CANCELLED'] });
    await change(account, shopId, { buyer_letter_statuses: [] });

    expect(await journalOf(account, shopId)).toEqual([
      { action: 'shop.buyer_letters_changed', subject: messages.team.noBuyerLetters },
      { action: 'shop.buyer_letters_changed', subject: 'В работе, Отменена' },
      { action: 'shop.time_zone_changed', subject: 'Asia/Yekaterinburg' },
    ]);
  });

  it('lets an admin change the settings, and refuses an order manager with 403', async () => {
    const { account, shopId } = await owner();
    const admin = await owner();
    const orderManager = await owner();
    await addMember(db(), shopId, admin.account, 'ADMIN');
    await addMember(db(), shopId, orderManager.account, 'ORDER_MANAGER');

    const refused = await change(orderManager.account, shopId, { time_zone: 'Asia/Omsk' });
    const changed = await change(admin.account, shopId, { time_zone: 'Asia/Omsk' });

    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ detail: messages.team.forbidden });
    expect(changed.statusCode).toBe(200);
    expect((await settingsOf(orderManager.account, shopId)).time_zone).toBe('Asia/Omsk');
    expect((await settingsOf(account, shopId)).time_zone).toBe('Asia/Omsk');
  });
});
