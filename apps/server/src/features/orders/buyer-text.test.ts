import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema';
import { originOf } from '../../testing/funnel-events';
import {
  orderFor,
  postOrder,
  publishedShowcase,
  type PublishedShowcase,
} from '../../testing/orders';
import { useSignedInApp } from '../../testing/signed-in-app';

const plenty = { max: 1000, windowSeconds: 60 };

/** Characters that change how text reads without being seen, one of each kind the rule names. */
const BIDI = [
  '\u202A',
  '\u202B',
  '\u202C',
  '\u202D',
  '\u202E',
  '\u2066',
  '\u2067',
  '\u2068',
  '\u2069',
];
const CONTROLS = ['\u0001', '\u0007', '\u001B', '\u007F', '\u0085', '\u009F'];

describe('buyer text that misleads without markup', () => {
  const session = useSignedInApp({ rateLimits: { ordersPerIp: plenty, ordersPerSite: plenty } });
  let showcase: PublishedShowcase;
  let origin: string;

  beforeAll(async () => {
    showcase = await publishedShowcase(session.testApp, session.merchant);
    origin = await originOf(session.testApp.database.db, showcase.siteId);
  });

  /** Places an order with `fields` and answers it as stored. */
  async function placed(fields: object) {
    const key = randomUUID();
    const response = await postOrder(session.app, orderFor(showcase, fields), { key });
    expect(response.statusCode, response.body).toBe(201);
    const [row] = await session.testApp.database.db
      .select()
      .from(orders)
      .where(eq(orders.idempotencyKey, key));
    return row!;
  }

  it('keeps names free of control characters and bidirectional overrides', async () => {
    const order = await placed({ name: `Анна${BIDI.join('')} ${CONTROLS.join('')}Петрова\t\n` });

    expect(order.customerName).toBe('Анна Петрова');
  });

  it('keeps a comment’s lines and nothing else unseen', async () => {
    const order = await placed({
      comment: `Позвоните\r\nпосле 18:00${BIDI.join('')}${CONTROLS.join('')}\rспасибо`,
    });

    expect(order.comment).toBe('Позвоните\nпосле 18:00\nспасибо');
  });

  it('refuses a name of nothing but unseen characters as no name', async () => {
    const response = await postOrder(session.app, orderFor(showcase, { name: BIDI.join('') }));

    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual([{ field: 'name', message: expect.any(String) }]);
  });

  describe('the page the order came from', () => {
    it.each([
      ['on the site’s confirmed domain', () => `${origin}/catalog?id=1`],
      ['on its www.', () => origin.replace('https://', 'https://www.') + '/'],
    ])('is a link %s', async (_case, page) => {
      const order = await placed({ page_url: page() });

      expect(order.pageUrl).toBe(page());
      expect(order.pageOnSite).toBe(true);
      const answered = await session.call('GET', `orders/${order.id}/`);
      expect(answered.json().data).toMatchObject({ page_url: page(), page_on_site: true });
    });

    it.each([
      ['another site', 'https://evil.example.com/pay'],
      [
        'the site’s name inside another’s',
        () => `https://${new URL(origin).host}.evil.example.com/`,
      ],
      ['the site as its user name', () => `https://${new URL(origin).host}@evil.example.com/`],
    ])('is kept as text, unlinked, when it is %s', async (_case, page) => {
      const url = typeof page === 'string' ? page : page();

      const order = await placed({ page_url: url });

      expect(order.pageUrl).toBe(url);
      expect(order.pageOnSite).toBe(false);
      const answered = await session.call('GET', `orders/${order.id}/`);
      expect(answered.json().data).toMatchObject({ page_url: url, page_on_site: false });
    });
  });
});
