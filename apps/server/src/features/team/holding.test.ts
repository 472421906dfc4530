import { describe, expect, it } from 'vitest';
import { shopMembers } from '../../db/schema';
import { bearer, ownShopId, registerAccount, userRow } from '../../testing/accounts';
import { createCollection } from '../../testing/catalog';
import { useSignedInApp } from '../../testing/signed-in-app';

describe('GET /api/v1/shops/holding/: which of the user’s shops holds an address’s row', () => {
  const session = useSignedInApp();

  const holding = (accessToken: string, kind: string, id: number) =>
    session.app.inject({
      method: 'GET',
      url: `/api/v1/shops/holding/?kind=${kind}&id=${id}`,
      headers: bearer(accessToken),
    });

  it("names the member's other shop that holds the row, and nothing of a shop they are not in", async () => {
    const owner = await registerAccount(session.app);
    const { id: collectionId } = await createCollection(session.app, owner);
    const { db } = session.testApp.database;
    const shopId = await ownShopId(db, owner.email);
    const member = session.merchant;
    const stranger = await registerAccount(session.app);

    // Joined before any call of theirs: the process keeps what it read of a member's shops.
    const user = await userRow(db, member.email);
    await db.insert(shopMembers).values({ shopId, userId: user!.id, role: 'CONTENT_MANAGER' });

    const found = await holding(member.accessToken, 'collection', collectionId);
    expect(found.statusCode).toBe(200);
    expect(found.json()).toEqual({
      data: { id: shopId, title: 'Мой магазин', role: 'CONTENT_MANAGER' },
    });
    expect((await holding(stranger.accessToken, 'collection', collectionId)).statusCode).toBe(404);
    expect((await holding(member.accessToken, 'order', collectionId)).statusCode).toBe(404);
  });

  it('refuses a kind it does not know', async () => {
    const response = await holding(session.merchant.accessToken, 'user', 1);
    expect(response.statusCode).toBe(422);
  });
});
