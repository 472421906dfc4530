// What the soak's database holds at the end, read straight from it: the orders (each found by
// the buyer's Idempotency-Key, which the marker in its comment repeats) and the outbox's rows.
import pg from 'pg';

export interface OrderRow {
  siteId: number;
  number: number;
  key: string;
  comment: string | null;
  status: string;
}

export interface OutboxRow {
  status: string;
  count: number;
  possiblySent: number;
}

export async function withDatabase<T>(url: string, read: (client: pg.Client) => Promise<T>) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await read(client);
  } finally {
    await client.end();
  }
}

export async function readOrders(client: pg.Client): Promise<OrderRow[]> {
  const { rows } = await client.query<{
    site_id: number;
    number: number;
    idempotency_key: string;
    comment: string | null;
    status: string;
  }>('SELECT site_id, number, idempotency_key, comment, status FROM orders');
  return rows.map((row) => ({
    siteId: row.site_id,
    number: row.number,
    key: row.idempotency_key,
    comment: row.comment,
    status: row.status,
  }));
}

export async function readOutbox(client: pg.Client): Promise<OutboxRow[]> {
  const { rows } = await client.query<{ status: string; count: string; possibly_sent: string }>(
    `SELECT status, count(*) AS count, count(*) FILTER (WHERE possibly_sent) AS possibly_sent
       FROM outbox_messages GROUP BY status ORDER BY status`,
  );
  return rows.map((row) => ({
    status: row.status,
    count: Number(row.count),
    possiblySent: Number(row.possibly_sent),
  }));
}

export interface ShopEventRow {
  id: number;
  siteId: number;
  kind: string;
  number: number;
  createdAt: Date;
}

/** The shop events of each site's shop (a soak's shop has one site). */
export async function readShopEvents(client: pg.Client): Promise<ShopEventRow[]> {
  const { rows } = await client.query<{
    id: string;
    site_id: number;
    kind: string;
    order_number: number;
    created_at: Date;
  }>(
    `SELECT e.id, s.id AS site_id, e.kind, e.order_number, e.created_at
       FROM shop_events e JOIN sites s ON s.shop_id = e.shop_id ORDER BY e.id`,
  );
  return rows.map((row) => ({
    id: Number(row.id),
    siteId: row.site_id,
    kind: row.kind,
    number: row.order_number,
    createdAt: row.created_at,
  }));
}
