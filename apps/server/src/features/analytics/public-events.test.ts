import type { WidgetEvent } from '@vitrina/contracts/events';
import { EVENT_LIMITS } from '@vitrina/contracts/analytics';
import { DEFAULT_TIME_ZONE, zoneDay } from '@vitrina/contracts/time-zone';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_RATE_LIMITS } from '../../config';
import { registerAccount, type Account } from '../../testing/accounts';
import { createProduct } from '../../testing/catalog';
import { createSite, createWidget } from '../../testing/platform';
import { useSignedInApp } from '../../testing/signed-in-app';
import { testClock } from '../../testing/test-clock';
import {
  orderFor,
  postOrder,
  publishedShowcase,
  type PublishedShowcase,
} from '../../testing/orders';
import { callApi } from '../../testing/catalog';
import { originOf, postBeacon, productDays, widgetDays } from '../../testing/funnel-events';

const plenty = { max: 1000, windowSeconds: 60 };
// 23:59:59 on March 2 in Moscow (UTC+3).
const clock = testClock(new Date('2026-03-02T20:59:59Z'));

describe('funnel beacons: POST /api/v1/public/events', () => {
  const session = useSignedInApp({
    now: clock.now,
    rateLimits: { eventsPerIp: plenty },
  });
  let showcase: PublishedShowcase;
  let origin: string;
  let boris: Account;

  const db = () => session.testApp.database.db;
  const beacon = (events: WidgetEvent[], siteId = showcase.siteId) => ({ site_id: siteId, events });
  const view = () => ({ type: 'view' as const, tag_div: showcase.tagDiv });
  const click = (productId = showcase.productId) => ({
    type: 'click' as const,
    tag_div: showcase.tagDiv,
    product_id: productId,
  });

  beforeAll(async () => {
    showcase = await publishedShowcase(session.testApp, session.merchant);
    origin = await originOf(db(), showcase.siteId);
    boris = await registerAccount(session.app);
  });

  const formOpen = () => ({ ...click(), type: 'form_open' as const });

  it('counts a beacon of mixed events once, per widget and per product, on its Moscow day', async () => {
    const events: WidgetEvent[] = [view(), click(), click(), formOpen()];

    const response = await postBeacon(session.app, beacon(events), { origin });

    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe(origin);
    expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(await widgetDays(db(), showcase.widgetId)).toEqual([
      { day: '2026-03-02', views: 1, clicks: 2, cartAdds: 0, formOpens: 1 },
    ]);
    expect(await productDays(db(), showcase.widgetId)).toEqual([
      {
        productId: showcase.productId,
        day: '2026-03-02',
        impressions: 0,
        clicks: 2,
        cartAdds: 0,
        formOpens: 1,
      },
    ]);
  });

  it('adds a later beacon of the day to its row and starts a row at Moscow midnight', async () => {
    const later = beacon([view(), formOpen()]);
    await postBeacon(session.app, later, { origin: origin.replace('//', '//www.') });
    clock.advanceSeconds(1);
    await postBeacon(session.app, beacon([view(), click()]), { origin });

    expect(await widgetDays(db(), showcase.widgetId)).toEqual([
      { day: '2026-03-02', views: 2, clicks: 2, cartAdds: 0, formOpens: 2 },
      { day: '2026-03-03', views: 1, clicks: 1, cartAdds: 0, formOpens: 0 },
    ]);
    expect((await productDays(db(), showcase.widgetId))[0]).toMatchObject({
      day: '2026-03-02',
      formOpens: 2,
    });
    expect((await productDays(db(), showcase.widgetId)).at(-1)).toEqual({
      productId: showcase.productId,
      day: '2026-03-03',
      impressions: 0,
      clicks: 1,
      cartAdds: 0,
      formOpens: 0,
    });
  });

  it('takes a JSON body as well', async () => {
    const other = await publishedShowcase(session.testApp, session.merchant);
    const response = await postBeacon(
      session.app,
      { site_id: other.siteId, events: [{ type: 'view', tag_div: other.tagDiv }] },
      {
        origin: await originOf(db(), other.siteId),
        contentType: 'application/json',
      },
    );

    expect(response.statusCode).toBe(204);
    expect(await widgetDays(db(), other.widgetId)).toHaveLength(1);
  });

  describe('what counts for the widget and what for its product alone', () => {
    let other: PublishedShowcase;
    let secondProduct: number;
    let otherOrigin: string;

    beforeAll(async () => {
      other = await publishedShowcase(session.testApp, session.merchant);
      secondProduct = (
        await createProduct(session.app, session.merchant, other.collectionId, { title: 'Второй' })
      ).id;
      otherOrigin = await originOf(db(), other.siteId);
    });

    const event = (type: WidgetEvent['type'], productId?: number, repeat?: boolean) => ({
      type,
      tag_div: other.tagDiv,
      ...(productId !== undefined && { product_id: productId }),
      ...(repeat !== undefined && { repeat }),
    });
    const send = (events: WidgetEvent[]) =>
      postBeacon(session.app, { site_id: other.siteId, events }, { origin: otherOrigin });
    const counted = (rows: Awaited<ReturnType<typeof productDays>>, productId: number) =>
      rows.find((row) => row.productId === productId);

    it('counts an impression for its product alone, never for the widget', async () => {
      const response = await send([
        event('impression', other.productId),
        event('impression', secondProduct),
        event('impression', other.productId),
      ]);

      expect(response.statusCode).toBe(204);
      expect(await widgetDays(db(), other.widgetId)).toEqual([]);
      const products = await productDays(db(), other.widgetId);
      expect(counted(products, other.productId)).toMatchObject({ impressions: 2, clicks: 0 });
      expect(counted(products, secondProduct)).toMatchObject({ impressions: 1, clicks: 0 });
    });

    it('counts a repeated step for its product alone: the widget’s clicks never pass its views', async () => {
      const before = await productDays(db(), other.widgetId);

      await send([
        event('view'),
        event('click', other.productId),
        event('form_open', other.productId),
        event('click', secondProduct, true),
        event('form_open', secondProduct, true),
        event('view', undefined, true),
      ]);

      const [day] = await widgetDays(db(), other.widgetId);
      expect(day).toMatchObject({ views: 1, clicks: 1, formOpens: 1 });
      const products = await productDays(db(), other.widgetId);
      for (const productId of [other.productId, secondProduct]) {
        const grown = counted(products, productId)!;
        const was = counted(before, productId)!;
        expect([grown.clicks - was.clicks, grown.formOpens - was.formOpens]).toEqual([1, 1]);
      }
    });
  });

  it('counts a cart addition between the click and the form opening, a repeated one for its product alone', async () => {
    const cart = await publishedShowcase(session.testApp, session.merchant);
    const plate = (
      await createProduct(session.app, session.merchant, cart.collectionId, { title: 'Тарелка' })
    ).id;
    const step = (type: WidgetEvent['type'], productId: number, repeat?: true) => ({
      type,
      tag_div: cart.tagDiv,
      product_id: productId,
      ...(repeat && { repeat }),
    });

    const response = await postBeacon(
      session.app,
      {
        site_id: cart.siteId,
        events: [
          { type: 'view', tag_div: cart.tagDiv },
          step('click', cart.productId),
          step('cart_add', cart.productId),
          step('click', plate, true),
          step('cart_add', plate, true),
          step('form_open', plate),
        ],
      },
      { origin: await originOf(db(), cart.siteId) },
    );

    const day = zoneDay(clock.now(), DEFAULT_TIME_ZONE);
    expect(response.statusCode).toBe(204);
    expect(await widgetDays(db(), cart.widgetId)).toEqual([
      { day, views: 1, clicks: 1, cartAdds: 1, formOpens: 1 },
    ]);
    expect(await productDays(db(), cart.widgetId)).toEqual([
      {
        productId: cart.productId,
        day,
        impressions: 0,
        clicks: 1,
        cartAdds: 1,
        formOpens: 0,
      },
      { productId: plate, day, impressions: 0, clicks: 1, cartAdds: 1, formOpens: 1 },
    ]);
  });

  describe('refusals, counting nothing', () => {
    let other: PublishedShowcase;

    beforeAll(async () => {
      other = await publishedShowcase(session.testApp, session.merchant);
    });

    const expectNothingCounted = async () => {
      expect(await widgetDays(db(), other.widgetId)).toEqual([]);
    };
    const otherBeacon = () => ({ site_id: other.siteId, events: [view(), click()] });
    const forOther = (events: object[]) => ({
      site_id: other.siteId,
      events: events.map((event) => ({ tag_div: other.tagDiv, ...event })),
    });

    it.each([
      ['a foreign page', 'https://evil.example'],
      ['a subdomain other than www', 'https://shop.evil.example'],
      ['no Origin', undefined],
    ])('refuses %s with 403', async (_, foreign) => {
      const response = await postBeacon(session.app, otherBeacon(), { origin: foreign });

      expect(response.statusCode).toBe(403);
      expect(response.headers['access-control-allow-origin']).toBeUndefined();
      await expectNothingCounted();
    });

    it('refuses a page of a domain not yet confirmed', async () => {
      const site = await createSite(session.app, session.merchant, ['pending-shop.example.ru']);
      const widget = await createWidget(session.app, session.merchant, site.id);

      const response = await postBeacon(
        session.app,
        { site_id: site.id, events: [{ type: 'view', tag_div: widget.tag_div }] },
        { origin: 'https://pending-shop.example.ru' },
      );

      expect(response.statusCode).toBe(403);
      expect(await widgetDays(db(), widget.id)).toEqual([]);
    });

    it.each([
      ['no events', { events: [] }],
      ['an unknown event', { events: [{ type: 'scroll' }] }],
      ['a product id that is no id', { events: [{ type: 'click', product_id: -1 }] }],
      ['more events than a beacon carries', { events: Array(21).fill({ type: 'view' }) }],
      ['no site', { events: [{ type: 'view' }], site_id: undefined }],
    ])('refuses %s with 422', async (_, { events, ...fields }) => {
      const body = { ...forOther(events), ...fields };

      const response = await postBeacon(session.app, JSON.stringify(body), {
        origin: await originOf(db(), other.siteId),
      });

      expect(response.statusCode).toBe(422);
      await expectNothingCounted();
    });

    it('refuses a body that is no JSON with 400, and one over its size with 413', async () => {
      const page = { origin: await originOf(db(), other.siteId) };

      expect((await postBeacon(session.app, '{"site_id":', page)).statusCode).toBe(400);
      const large = JSON.stringify({
        ...otherBeacon(),
        padding: 'x'.repeat(EVENT_LIMITS.beaconBytes),
      });
      expect((await postBeacon(session.app, large, page)).statusCode).toBe(413);
      await expectNothingCounted();
    });
  });

  describe('other merchants’ widgets and products', () => {
    it('counts nothing for a container of another site, even another merchant’s', async () => {
      const borisShowcase = await publishedShowcase(session.testApp, boris);
      const before = await widgetDays(db(), showcase.widgetId);

      const response = await postBeacon(
        session.app,
        beacon([{ type: 'view', tag_div: borisShowcase.tagDiv }]),
        { origin },
      );

      expect(response.statusCode).toBe(204);
      expect(await widgetDays(db(), borisShowcase.widgetId)).toEqual([]);
      expect(await widgetDays(db(), showcase.widgetId)).toEqual(before);
    });

    it('counts a click on another merchant’s product for the widget alone', async () => {
      const mine = await publishedShowcase(session.testApp, session.merchant);
      const borisShowcase = await publishedShowcase(session.testApp, boris);

      await postBeacon(
        session.app,
        {
          site_id: mine.siteId,
          events: [{ type: 'click', tag_div: mine.tagDiv, product_id: borisShowcase.productId }],
        },
        { origin: await originOf(db(), mine.siteId) },
      );

      expect(await widgetDays(db(), mine.widgetId)).toMatchObject([{ clicks: 1 }]);
      expect(await productDays(db(), mine.widgetId)).toEqual([]);
    });

    it('counts nothing for a widget that is not published', async () => {
      const mine = await publishedShowcase(session.testApp, session.merchant);
      const draft = await createWidget(session.app, session.merchant, mine.siteId);

      await postBeacon(
        session.app,
        { site_id: mine.siteId, events: [{ type: 'view', tag_div: draft.tag_div }] },
        { origin: await originOf(db(), mine.siteId) },
      );

      expect(await widgetDays(db(), draft.id)).toEqual([]);
    });
  });
});

describe('the funnel’s orders', () => {
  const session = useSignedInApp();

  it('are the orders placed: twenty forged «order» beacons add none, an order counts without one', async () => {
    const showcase = await publishedShowcase(session.testApp, session.merchant);
    const origin = await originOf(session.testApp.database.db, showcase.siteId);
    const forged = {
      site_id: showcase.siteId,
      events: [{ type: 'order', tag_div: showcase.tagDiv, product_id: showcase.productId }],
    };
    for (let n = 0; n < 20; n++) {
      await postBeacon(session.app, JSON.stringify(forged), { origin, ip: `198.51.100.${n}` });
    }

    expect((await postOrder(session.app, orderFor(showcase))).statusCode).toBe(201);

    const today = zoneDay(new Date(), DEFAULT_TIME_ZONE);
    const funnel = await callApi(
      session.app,
      session.merchant,
      'GET',
      `analytics/funnel?from=${today}&to=${today}&widget=${showcase.widgetId}`,
    );
    expect(funnel.json().data).toMatchObject({ orders: 1 });
  });
});

describe('what one sender may spend of the funnel', () => {
  const session = useSignedInApp({ rateLimits: { eventsPerIp: { max: 100, windowSeconds: 60 } } });
  const db = () => session.testApp.database.db;

  async function aShowcase() {
    const showcase = await publishedShowcase(session.testApp, session.merchant);
    const origin = await originOf(db(), showcase.siteId);
    const send = (events: WidgetEvent['type'][], ip: string, visitor?: string) =>
      postBeacon(
        session.app,
        {
          site_id: showcase.siteId,
          events: events.map((type) => ({
            type,
            tag_div: showcase.tagDiv,
            ...(type !== 'view' && { product_id: showcase.productId }),
          })),
          ...(visitor && { visitor }),
        },
        { origin, ip },
      );
    const counted = async () => (await widgetDays(db(), showcase.widgetId))[0];
    return { send, counted };
  }

  it('leaves real visitors counted after a flood from many addresses', async () => {
    const { send, counted } = await aShowcase();
    for (let address = 0; address < 6; address++) {
      for (let beacon = 0; beacon < 20; beacon++) {
        await send(['view', 'click', 'form_open'], `198.51.100.${address}`);
      }
    }
    const flooded = await counted();

    const visitor = await send(['view', 'click'], '203.0.113.99');

    expect(visitor.statusCode).toBe(204);
    expect(await counted()).toEqual({
      ...flooded,
      views: flooded!.views + 1,
      clicks: flooded!.clicks + 1,
    });
  });

  it('counts at most the day’s views and clicks of one visitor of a widget, from any address', async () => {
    const { send, counted } = await aShowcase();
    const { viewsPerVisitor, clicksPerVisitor } = DEFAULT_RATE_LIMITS;
    const visitor = randomUUID();

    for (let beacon = 0; beacon < 6; beacon++) {
      await send(Array(20).fill('view'), `198.51.100.${beacon}`, visitor);
      await send(Array(20).fill('click'), `198.51.100.${beacon}`, visitor);
    }

    expect(await counted()).toMatchObject({
      views: viewsPerVisitor.max,
      clicks: clicksPerVisitor.max,
    });
  });

  it('counts at most the day’s views and clicks of one address for a widget, whatever visitors it names', async () => {
    const { send, counted } = await aShowcase();
    const { viewsPerAddress, clicksPerAddress } = DEFAULT_RATE_LIMITS;
    const views = Array(20).fill('view');
    const clicks = Array(20).fill('click');

    for (let beacon = 0; beacon < viewsPerAddress.max / 10 + 5; beacon++) {
      await send([...views.slice(10), ...clicks.slice(10)], '198.51.100.77');
    }

    expect(await counted()).toMatchObject({
      views: viewsPerAddress.max,
      clicks: clicksPerAddress.max,
    });
  });
});

describe('funnel beacon rate limits', () => {
  const session = useSignedInApp({
    rateLimits: { eventsPerIp: { max: 2, windowSeconds: 60 } },
  });

  const viewOf = (showcase: PublishedShowcase) => ({
    site_id: showcase.siteId,
    events: [{ type: 'view' as const, tag_div: showcase.tagDiv }],
  });

  it('refuses a third beacon from one address, and no other address', async () => {
    const showcase = await publishedShowcase(session.testApp, session.merchant);
    const origin = await originOf(session.testApp.database.db, showcase.siteId);
    const send = (ip: string) => postBeacon(session.app, viewOf(showcase), { origin, ip });

    expect((await send('198.51.100.1')).statusCode).toBe(204);
    expect((await send('198.51.100.1')).statusCode).toBe(204);
    expect((await send('198.51.100.1')).statusCode).toBe(429);
    expect((await send('198.51.100.2')).statusCode).toBe(204);
    expect((await send('198.51.100.3')).statusCode).toBe(204);
    expect(await widgetDays(session.testApp.database.db, showcase.widgetId)).toMatchObject([
      { views: 4 },
    ]);
  });
});
