import { SHOP_EVENT_LIMITS, shopEventMessages } from '@vitrina/contracts/shop-events';
import { afterEach, describe, expect, it } from 'vitest';
import { bearer, ownShopId, registerAccount } from '../../testing/accounts';
import { orderFor, postOrder, publishedShowcase } from '../../testing/orders';
import { useSignedInApp } from '../../testing/signed-in-app';
import { addMember } from '../../testing/team';
import { addressOf, openStream, type HeldStream } from '../../testing/event-stream-reader';

const orderData = (event: { data: string }) =>
  JSON.parse(event.data) as { id: number; number: number };

describe('GET /api/v1/events/stream', () => {
  const session = useSignedInApp();
  const held: HeldStream[] = [];
  afterEach(() => held.splice(0).forEach((stream) => stream.close()));

  async function streamOf(headers: Record<string, string>) {
    const stream = await openStream(await addressOf(session.app), headers);
    held.push(stream);
    return stream;
  }

  const placeOrder = async (showcase: Awaited<ReturnType<typeof publishedShowcase>>) =>
    (await postOrder(session.app, orderFor(showcase))).json().data.number as number;

  it('sends a new order and its status change as they happen, each with its id', async () => {
    const showcase = await publishedShowcase(session.testApp, session.merchant);
    const stream = await streamOf(bearer(session.merchant.accessToken));
    expect(stream.status).toBe(200);

    const number = await placeOrder(showcase);
    const created = await stream.next();
    expect(created.event).toBe('order.created');
    expect(orderData(created).number).toBe(number);

    const moved = await session.call('PATCH', `orders/${orderData(created).id}/`, {
      status: 'IN_PROGRESS',
    });
    expect(moved.statusCode).toBe(200);
    const changed = await stream.next();
    expect(changed).toMatchObject({ event: 'order.status_changed' });
    expect(orderData(changed)).toEqual(orderData(created));
    expect(Number(changed.id)).toBeGreaterThan(Number(created.id));
  });

  it('sends a console that comes back with Last-Event-ID what it missed, in order', async () => {
    const showcase = await publishedShowcase(session.testApp, session.merchant);
    const first = await streamOf(bearer(session.merchant.accessToken));
    await placeOrder(showcase);
    const seen = await first.next();
    first.close();

    const missed = [await placeOrder(showcase), await placeOrder(showcase)];
    const back = await streamOf({
      ...bearer(session.merchant.accessToken),
      'last-event-id': seen.id!,
    });
    expect([orderData(await back.next()).number, orderData(await back.next()).number]).toEqual(
      missed,
    );
  });

  it("never sends one shop's events to another's console", async () => {
    const other = await registerAccount(session.app);
    const othersShowcase = await publishedShowcase(session.testApp, other);
    const showcase = await publishedShowcase(session.testApp, session.merchant);
    const stream = await streamOf(bearer(session.merchant.accessToken));

    await placeOrder(othersShowcase);
    const own = await placeOrder(showcase);

    expect(orderData(await stream.next()).number).toBe(own);
  });

  it('is refused without a token, and to a role that may not read orders', async () => {
    expect((await streamOf({})).status).toBe(401);
    const editor = await registerAccount(session.app);
    const shopId = await ownShopId(session.testApp.database.db, session.merchant.email);
    await addMember(session.testApp.database.db, shopId, editor, 'CONTENT_MANAGER');
    const refused = await streamOf({ ...bearer(editor.accessToken), 'x-shop-id': String(shopId) });
    expect(refused.status).toBe(403);
  });

  it('answers a caller that does not read a stream at once, with 400', async () => {
    const refused = await session.app.inject({
      method: 'GET',
      url: '/api/v1/events/stream',
      headers: bearer(session.merchant.accessToken),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().detail).toBe(shopEventMessages.notAStreamReader);
  });

  it('holds a limited number of streams per account', async () => {
    const account = await registerAccount(session.app);
    const streams = await Promise.all(
      Array.from({ length: SHOP_EVENT_LIMITS.streamsPerAccount }, () =>
        streamOf(bearer(account.accessToken)),
      ),
    );
    expect(streams.map((stream) => stream.status)).toEqual(streams.map(() => 200));
    expect((await streamOf(bearer(account.accessToken))).status).toBe(429);
  });
});
