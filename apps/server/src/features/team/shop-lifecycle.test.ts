import { TEAM_LIMITS } from '@vitrina/contracts/limits';
import { messages } from '@vitrina/contracts/messages';
import type { Shop } from '@vitrina/contracts/team';
import { describe, expect, it } from 'vitest';
import { ownShopId, registerAccount, type Account } from '../../testing/accounts';
import { callApi } from '../../testing/catalog';
import { jpeg } from '../../testing/images';
import { publishedShowcase } from '../../testing/orders';
import { filesOf, storedKeys, uploadPhotos } from '../../testing/photo-uploads';
import { useTestApp } from '../../testing/signed-in-app';
import { originOf } from '../../testing/funnel-events';
import { publicShowcases } from '../../testing/storefront';
import { addMember, callInShop, dataOf, shopRowCounts } from '../../testing/team';

const HOUR = 60 * 60;

describe('creating a shop and deleting one', () => {
  const testApp = useTestApp({
    rateLimits: { registerPerIp: { max: 100, windowSeconds: HOUR } },
  });
  const app = () => testApp.app;
  const db = () => testApp.database.db;

  async function owner() {
    const account = await registerAccount(app());
    return { account, shopId: await ownShopId(db(), account.email) };
  }

  const createShop = (account: Account, title: unknown) =>
    callInShop(app(), account, undefined, 'POST', 'shops/', { title });
  const deleteShop = (account: Account, shopId: number, title: unknown) =>
    callInShop(app(), account, shopId, 'DELETE', 'shop/', { title });
  const shopsOf = async (account: Account) =>
    dataOf<Shop[]>(await callInShop(app(), account, undefined, 'GET', 'shops/'));

  it('creates another shop owned by the user, which the header then names', async () => {
    const { account, shopId } = await owner();

    const response = await createShop(account, '  Чайная лавка ');

    expect(response.statusCode).toBe(200);
    const created = response.json().data as Shop;
    expect(created).toEqual({ id: expect.any(Number), title: 'Чайная лавка', role: 'OWNER' });
    expect((await shopsOf(account)).map((shop) => shop.id).sort()).toEqual(
      [shopId, created.id].sort(),
    );
    const current = await callInShop(app(), account, created.id, 'GET', 'shop/');
    expect(current.json().data).toMatchObject({ id: created.id, role: 'OWNER' });
  });

  it('refuses an empty title and a shop past the limit one may own, creating nothing', async () => {
    const { account } = await owner();

    const empty = await createShop(account, '   ');
    expect(empty.statusCode).toBe(422);
    expect(empty.json().detail).toBe(messages.team.shopTitleRequired);
    for (let owned = 1; owned < TEAM_LIMITS.ownedShopsMax; owned += 1) {
      expect((await createShop(account, `Магазин ${owned}`)).statusCode).toBe(200);
    }
    const past = await createShop(account, 'Лишний');

    expect(past.statusCode).toBe(409);
    expect(past.json().detail).toBe(messages.team.tooManyShops);
    expect(await shopsOf(account)).toHaveLength(TEAM_LIMITS.ownedShopsMax);
  });

  it('deletes the shop with every row and photo it owns once its title is typed again', async () => {
    const { account, shopId } = await owner();
    const showcase = await publishedShowcase(testApp, account);
    const upload = await uploadPhotos(app(), account, showcase.productId, filesOf([await jpeg()]));
    expect(upload.statusCode).toBe(200);
    expect(await storedKeys(testApp)).not.toEqual([]);
    const origin = await originOf(db(), showcase.siteId);
    expect((await publicShowcases(app(), showcase.siteId, origin)).statusCode).toBe(200);
    const before = await shopRowCounts(db(), shopId);
    expect(before.products).toBe(1);
    expect(before.widgets).toBe(1);
    const keptShop = dataOf<Shop>(await createShop(account, 'Второй'));

    const response = await deleteShop(account, shopId, 'Мой магазин');

    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(messages.team.shopDeleted);
    const after = await shopRowCounts(db(), shopId);
    expect(Object.values(after).every((rows) => rows === 0)).toBe(true);
    expect(Object.keys(after)).toEqual(expect.arrayContaining(['products', 'orders', 'sites']));
    expect(await storedKeys(testApp)).toEqual([]);
    // The cached answer is forgotten: the page's origin is no merchant's any more.
    expect((await publicShowcases(app(), showcase.siteId, origin)).statusCode).toBe(403);
    expect(await shopsOf(account)).toEqual([keptShop]);
    const gone = await callInShop(app(), account, shopId, 'GET', 'shop/');
    expect(gone.statusCode).toBe(404);
    expect(gone.json().detail).toBe(messages.team.shopNotFound);
  });

  it('keeps the shop when the typed title differs, and tells its members at once when it goes', async () => {
    const { account, shopId } = await owner();
    const member = await registerAccount(app());
    await addMember(db(), shopId, member, 'ADMIN');
    expect((await callInShop(app(), member, shopId, 'GET', 'shop/')).statusCode).toBe(200);
    await callApi(app(), account, 'POST', 'catalog/collection/', { title: 'Одежда' });
    const before = await shopRowCounts(db(), shopId);

    const mistyped = await deleteShop(account, shopId, 'Мой магазин!');
    const missing = await deleteShop(account, shopId, undefined);

    for (const refused of [mistyped, missing]) {
      expect(refused.statusCode).toBe(422);
      expect(refused.json().detail).toBe(messages.team.deleteTitleMismatch);
    }
    expect(await shopRowCounts(db(), shopId)).toEqual(before);

    expect((await deleteShop(account, shopId, 'Мой магазин')).statusCode).toBe(200);
    const memberCall = await callInShop(app(), member, shopId, 'GET', 'shop/');
    expect(memberCall.statusCode).toBe(404);
  });

  it('lets only the owner delete: an admin is refused, another shop finds none', async () => {
    const { account, shopId } = await owner();
    const admin = await registerAccount(app());
    await addMember(db(), shopId, admin, 'ADMIN');
    const stranger = await owner();

    const byAdmin = await deleteShop(admin, shopId, 'Мой магазин');
    const byStranger = await deleteShop(stranger.account, shopId, 'Мой магазин');

    expect(byAdmin.statusCode).toBe(403);
    expect(byAdmin.json().detail).toBe(messages.team.forbidden);
    expect(byStranger.statusCode).toBe(404);
    expect(await shopsOf(account)).toEqual([{ id: shopId, title: 'Мой магазин', role: 'OWNER' }]);
  });
});
