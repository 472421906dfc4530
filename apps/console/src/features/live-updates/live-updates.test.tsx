import { screen, waitFor } from '@testing-library/react';
import type { OrdersInbox } from '@vitrina/contracts/orders';
import { describe, expect, it } from 'vitest';
import { createFakeApi, type FakeHandler } from '../../testing/fake-api';
import { memberRoutes } from '../../testing/member-role';
import { aListedOrder, inboxRoute } from '../../testing/order-fixtures';
import { renderApp } from '../../testing/render-app';

const STREAM_ROUTE = 'GET v1/events/stream';

/** The shop's event stream as a test drives it: each connection, and what it is sent. */
function fakeStream() {
  const connections: { lastEventId: string | null; send(text: string): void; end(): void }[] = [];
  let connected: (() => void) | undefined;
  const handler: FakeHandler = (request) => {
    const encoder = new TextEncoder();
    let controller!: ReadableStreamDefaultController<Uint8Array>;
    const body = new ReadableStream<Uint8Array>({ start: (given) => (controller = given) });
    connections.push({
      lastEventId: request.headers.get('last-event-id'),
      send: (text) => controller.enqueue(encoder.encode(text)),
      end: () => controller.close(),
    });
    connected?.();
    return new Response(body, { headers: { 'content-type': 'text/event-stream' } });
  };
  return {
    handler,
    connections,
    /** Resolves once the console holds `count` connections in all. */
    async connection(count: number) {
      while (connections.length < count)
        await new Promise<void>((resolve) => (connected = resolve));
      return connections[count - 1]!;
    },
  };
}

const orderEvent = (id: number, kind: string, orderId: number, number: number) =>
  `id: ${id}\nevent: ${kind}\ndata: ${JSON.stringify({ id: orderId, number })}\n\n`;

function liveConsole(inbox: OrdersInbox) {
  const state = { inbox };
  const stream = fakeStream();
  const api = createFakeApi({
    ...memberRoutes('OWNER'),
    ...inboxRoute(state),
    [STREAM_ROUTE]: stream.handler,
  });
  return { state, stream, api };
}

describe('live updates of the shop’s orders', () => {
  it('re-reads the new orders on an event: the bell, the menu and the tab title follow', async () => {
    const { state, stream, api } = liveConsole({ new_count: 1, latest: [aListedOrder()] });
    renderApp('/profile', { signedIn: true, api });
    await screen.findByRole('heading', { name: 'Профиль' });
    const connection = await stream.connection(1);
    await waitFor(() => expect(document.title).toBe('(1) Профиль — Vitrina'));
    expect(api.callsTo(STREAM_ROUTE)[0]!.authorization).toBe('Bearer test-access-token');

    state.inbox = { new_count: 2, latest: [aListedOrder({ id: 602, number: 1008 })] };
    connection.send(orderEvent(7, 'order.created', 602, 1008));

    expect(
      await screen.findByRole('button', { name: 'Уведомления: новых заказов 2' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: /^Заказы ?, новых: 2$/ })).toHaveAttribute(
      'href',
      '/orders',
    );
    await waitFor(() => expect(document.title).toBe('(2) Профиль — Vitrina'));
  });

  it('comes back after a break with the last event’s id, and re-reads what it missed', async () => {
    const { state, stream, api } = liveConsole({ new_count: 0, latest: [] });
    renderApp('/profile', { signedIn: true, api });
    const first = await stream.connection(1);
    first.send(orderEvent(41, 'order.status_changed', 601, 1007));
    await waitFor(() => expect(api.callsTo('GET v1/orders/inbox/').length).toBeGreaterThan(1));

    state.inbox = { new_count: 1, latest: [aListedOrder()] };
    first.end();
    const second = await stream.connection(2);

    expect(second.lastEventId).toBe('41');
    expect(
      await screen.findByRole('button', { name: 'Уведомления: новых заказов 1' }),
    ).toBeVisible();
  });
});
