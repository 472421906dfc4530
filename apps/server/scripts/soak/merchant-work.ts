// The soak's merchants at work, through the proxy: each round reprices a product and moves its
// orders on (new ones into work or cancelled, a quarter of them; ones in work to done). A
// cancellation sends the buyer a letter (the shops' default), which the checks count.
import type { OrderStatus } from '@vitrina/contracts/order-statuses';
import type { Call, Target } from './http-client';
import type { Merchant } from './merchant';

export interface MerchantTally {
  /** Price edits answered 200. */
  edits: number;
  /** Status moves answered 200, by the status moved to. */
  moves: Record<string, number>;
  /** Answers other than 200 (a 422 is an order another round moved first). */
  refusals: Record<number, number>;
}

export function emptyMerchantTally(): MerchantTally {
  return { edits: 0, moves: {}, refusals: {} };
}

interface ListedOrder {
  id: number;
  number: number;
  status: OrderStatus;
}

export async function workOnce(
  call: Call,
  proxy: Target,
  merchant: Merchant,
  tally: MerchantTally,
): Promise<void> {
  const headers = { authorization: `Bearer ${merchant.accessToken}` };
  const send = async (method: string, path: string, body?: unknown) => {
    const answer = await call(proxy, `/api/v1/${path}`, {
      method,
      headers,
      body,
      from: merchant.from,
    });
    if (answer.status !== 200)
      tally.refusals[answer.status] = (tally.refusals[answer.status] ?? 0) + 1;
    return answer;
  };
  const listed = async (status: OrderStatus) => {
    const answer = await send('GET', `orders/?status=${status}&limit=5`);
    return answer.status === 200
      ? answer.json<{ data: { orders: ListedOrder[] } }>().data.orders
      : [];
  };
  const move = async (order: ListedOrder, status: OrderStatus) => {
    const answer = await send('PATCH', `orders/${order.id}/`, { status });
    if (answer.status === 200) tally.moves[status] = (tally.moves[status] ?? 0) + 1;
  };

  const price = 400 + Math.floor(Math.random() * 200);
  const edited = await send('PUT', `catalog/product/${merchant.products.edited}/`, { price });
  if (edited.status === 200) tally.edits += 1;
  for (const order of (await listed('NEW')).slice(0, 2)) {
    await move(order, Math.random() < 0.25 ? 'CANCELLED' : 'IN_PROGRESS');
  }
  const [inWork] = await listed('IN_PROGRESS');
  if (inWork) await move(inWork, 'DONE');
}
