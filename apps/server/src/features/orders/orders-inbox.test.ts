import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, registerAccount, type Account } from '../../testing/accounts';
import { callApi } from '../../testing/catalog';
import { countQueries } from '../../testing/count-queries';
import {
  orderFor,
  placedOrderId,
  postOrder,
  publishedShowcase,
  type PublishedShowcase,
} from '../../testing/orders';
import { useSignedInApp } from '../../testing/signed-in-app';

interface Inbox {
  new_count: number;
  latest: { id: number; number: number; status: string; customer: { name: string } }[];
}

describe("the orders' inbox: the bell's count and the newest orders", () => {
  const session = useSignedInApp();
  const { call } = session;
  let shirts: PublishedShowcase;
  let boris: Account;

  const inbox = async (account?: Account): Promise<Inbox> =>
    (account
      ? await callApi(session.app, account, 'GET', 'orders/inbox/')
      : await call('GET', 'orders/inbox/')
    ).json().data;

  beforeAll(async () => {
    shirts = await publishedShowcase(session.testApp, session.merchant);
    boris = await registerAccount(session.app);
  });

  it('answers no orders and a zero count before the first order', async () => {
    expect(await inbox()).toEqual({ new_count: 0, latest: [] });
  });

  it('counts the NEW orders and lists the 5 newest of any status, newest first', async () => {
    const ids: number[] = [];
    for (let index = 0; index < 7; index += 1) {
      ids.push(await placedOrderId(session, shirts, `192.0.2.${index + 1}`));
    }
    await call('PATCH', `orders/${ids[6]}/`, { status: 'IN_PROGRESS' });
    await call('PATCH', `orders/${ids[5]}/`, { status: 'CANCELLED' });

    const { new_count, latest } = await inbox();

    expect(new_count).toBe(5);
    expect(latest.map((order) => order.id)).toEqual(ids.slice(2).reverse());
    expect(latest.map((order) => order.status)).toEqual([
      'IN_PROGRESS',
      'CANCELLED',
      'NEW',
      'NEW',
      'NEW',
    ]);
  });

  it('reads the count and the orders in one query, however many there are', async () => {
    const { db } = session.testApp.database;
    const onePage = await countQueries(db, () => call('GET', 'orders/?limit=1'));
    const queries = await countQueries(db, () => call('GET', 'orders/inbox/'));

    // The same as a page of the list: the sign-in check, the orders, and their lines at once.
    expect(queries).toBe(onePage);
  });

  it('answers 304 with no body while nothing changed, and the new answer once it did', async () => {
    const first = await call('GET', 'orders/inbox/');
    const etag = first.headers.etag as string;
    const again = () =>
      session.app.inject({
        method: 'GET',
        url: '/api/v1/orders/inbox/',
        headers: { ...bearer(session.merchant.accessToken), 'if-none-match': etag },
      });

    const unchanged = await again();
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.body).toBe('');
    expect(unchanged.headers['cache-control']).toBe('no-store');

    await postOrder(session.app, orderFor(shirts), { ip: '192.0.2.50' });
    const changed = await again();
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data.new_count).toBe(6);
    expect(changed.headers.etag).not.toBe(etag);
  });

  it('shows another merchant none of these orders, and never matches their tag', async () => {
    const mine = await call('GET', 'orders/inbox/');

    expect(await inbox(boris)).toEqual({ new_count: 0, latest: [] });
    const theirs = await session.app.inject({
      method: 'GET',
      url: '/api/v1/orders/inbox/',
      headers: { ...bearer(boris.accessToken), 'if-none-match': mine.headers.etag as string },
    });
    expect(theirs.statusCode).toBe(200);
  });

  it('is for signed-in merchants only', async () => {
    const response = await session.app.inject({ method: 'GET', url: '/api/v1/orders/inbox/' });
    expect(response.statusCode).toBe(401);
  });
});
