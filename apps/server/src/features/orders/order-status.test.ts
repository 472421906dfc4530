import {
  ORDER_STATUS_LABELS,
  ORDER_STATUSES,
  ORDER_TRANSITIONS,
  type OrderStatus,
} from '@vitrina/contracts/orders';
import { messages } from '@vitrina/contracts/messages';
import { beforeAll, describe, expect, it } from 'vitest';
import { registerAccount, type Account } from '../../testing/accounts';
import { callApi } from '../../testing/catalog';
import { useSignedInApp } from '../../testing/signed-in-app';
import { placedOrderId, publishedShowcase, type PublishedShowcase } from '../../testing/orders';

/** The path to reach each status from NEW by legal moves. */
const PATH_TO: Record<OrderStatus, OrderStatus[]> = {
  NEW: [],
  IN_PROGRESS: ['IN_PROGRESS'],
  DONE: ['IN_PROGRESS', 'DONE'],
  CANCELLED: ['CANCELLED'],
};

describe('order statuses: PATCH /api/v1/orders/{id}/', () => {
  const session = useSignedInApp();
  const { call } = session;
  let boris: Account;
  let showcase: PublishedShowcase;
  let ip = 0;

  beforeAll(async () => {
    boris = await registerAccount(session.app);
    showcase = await publishedShowcase(session.testApp, session.merchant);
  });

  /** A new order of the merchant; answers its id. */
  async function newOrder(): Promise<number> {
    ip += 1;
    return placedOrderId(session, showcase, `198.51.100.${ip}`);
  }

  /** An order moved to `status` by legal moves from NEW. */
  async function orderIn(status: OrderStatus): Promise<number> {
    const id = await newOrder();
    for (const step of PATH_TO[status]) {
      const moved = await call('PATCH', `orders/${id}/`, { status: step });
      if (moved.statusCode !== 200) throw new Error(`${moved.statusCode} ${moved.body}`);
    }
    return id;
  }

  const legal = ORDER_STATUSES.flatMap((from) =>
    ORDER_TRANSITIONS[from].map((to) => [from, to] as const),
  );
  const illegal = ORDER_STATUSES.flatMap((from) =>
    ORDER_STATUSES.filter(
      (to) => to !== from && !(ORDER_TRANSITIONS[from] as readonly string[]).includes(to),
    ).map((to) => [from, to] as const),
  );

  it.each(legal)('moves an order from %s to %s and records the change', async (from, to) => {
    const id = await orderIn(from);

    const response = await call('PATCH', `orders/${id}/`, { status: to });

    expect(response.statusCode).toBe(200);
    const order = response.json().data;
    expect(order.status).toBe(to);
    expect(order.status_changed_at).not.toBeNull();
    expect(order.status_changes.at(-1)).toMatchObject({
      from,
      to,
      source: 'console',
      actor: session.merchant.email,
    });
    expect((await call('GET', `orders/${id}/`)).json().data).toEqual(order);
  });

  it.each(illegal)('refuses to move an order from %s to %s with 422', async (from, to) => {
    const id = await orderIn(from);
    const before = (await call('GET', `orders/${id}/`)).json().data;

    const response = await call('PATCH', `orders/${id}/`, { status: to });

    expect(response.statusCode).toBe(422);
    expect(response.json().detail).toBe(
      messages.orders.statusMoveRefused(ORDER_STATUS_LABELS[from], ORDER_STATUS_LABELS[to]),
    );
    expect((await call('GET', `orders/${id}/`)).json().data).toEqual(before);
  });

  it('answers the order unchanged when asked for the status it has', async () => {
    const id = await orderIn('IN_PROGRESS');

    const response = await call('PATCH', `orders/${id}/`, { status: 'IN_PROGRESS' });

    expect(response.statusCode).toBe(200);
    expect(response.json().data.status_changes).toHaveLength(1);
  });

  it('keeps a note, trimmed, beside a status move, and clears it with an empty one', async () => {
    const id = await newOrder();

    const noted = await call('PATCH', `orders/${id}/`, {
      status: 'IN_PROGRESS',
      note: '  Перезвонить завтра  ',
    });
    const cleared = await call('PATCH', `orders/${id}/`, { note: '' });

    expect(noted.json().data).toMatchObject({ status: 'IN_PROGRESS', note: 'Перезвонить завтра' });
    expect(cleared.json().data).toMatchObject({ status: 'IN_PROGRESS', note: null });
  });

  it('refuses a note over 1000 characters, and a call that changes nothing, with 422', async () => {
    const id = await newOrder();

    const long = await call('PATCH', `orders/${id}/`, { note: 'я'.repeat(1001) });
    const empty = await call('PATCH', `orders/${id}/`, {});
    const unknown = await call('PATCH', `orders/${id}/`, { status: 'LOST' });

    expect(long.statusCode).toBe(422);
    expect(long.body).toContain(messages.orders.noteTooLong);
    expect(empty.statusCode).toBe(422);
    expect(empty.body).toContain(messages.orders.nothingToChange);
    expect(unknown.statusCode).toBe(422);
  });

  it('records one change of two parallel moves to the same status', async () => {
    const id = await newOrder();

    const answers = await Promise.all([
      call('PATCH', `orders/${id}/`, { status: 'CANCELLED' }),
      call('PATCH', `orders/${id}/`, { status: 'CANCELLED' }),
    ]);

    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    const order = (await call('GET', `orders/${id}/`)).json().data;
    expect(order.status_changes).toHaveLength(1);
  });

  it('answers another merchant 404 and changes nothing', async () => {
    const id = await newOrder();

    const moved = await callApi(session.app, boris, 'PATCH', `orders/${id}/`, {
      status: 'CANCELLED',
      note: 'чужая',
    });

    expect(moved.statusCode).toBe(404);
    expect((await call('GET', `orders/${id}/`)).json().data).toMatchObject({
      status: 'NEW',
      note: null,
      status_changes: [],
    });
  });
});
