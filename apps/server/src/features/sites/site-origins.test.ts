import { messages } from '@vitrina/contracts/messages';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { domains } from '../../db/schema';
import { getMe, registerAccount } from '../../testing/accounts';
import { callApi } from '../../testing/catalog';
import { countQueries } from '../../testing/count-queries';
import { originOf, postBeacon } from '../../testing/funnel-events';
import {
  orderFor,
  postOrder,
  publishedShowcase,
  type PublishedShowcase,
} from '../../testing/orders';
import { useSignedInApp } from '../../testing/signed-in-app';
import { testDatabaseUrl } from '../../testing/test-database';
import { useTwoProcesses } from '../../testing/two-processes';
import { isSitePage } from './site-origins.service';

const plenty = { max: 1000, windowSeconds: 60 };

/** The id of the site's (first) domain. */
async function domainIdOf(db: Db, siteId: number): Promise<number> {
  const [domain] = await db.select().from(domains).where(eq(domains.siteId, siteId));
  return domain!.id;
}

describe('a site’s confirmed origins, as orders and beacons read them', () => {
  const session = useSignedInApp({
    rateLimits: { ordersPerIp: plenty, ordersPerSite: plenty, eventsPerIp: plenty },
  });
  let showcase: PublishedShowcase;
  let origin: string;

  beforeAll(async () => {
    showcase = await publishedShowcase(session.testApp, session.merchant);
    origin = await originOf(session.testApp.database.db, showcase.siteId);
  });

  const statementsOf = (call: () => Promise<unknown>) =>
    countQueries(session.testApp.database.db, call);
  const order = () => postOrder(session.app, orderFor(showcase));
  const beacon = () =>
    postBeacon(
      session.app,
      { site_id: showcase.siteId, events: [{ type: 'view', tag_div: showcase.tagDiv }] },
      { origin },
    );
  const editSite = (title: string) =>
    callApi(session.app, session.merchant, 'PATCH', `platform/site/${showcase.siteId}/`, {
      title,
    });

  it('cost an order after a merchant’s edit one statement more, a beacon two (its site’s widgets too), not the showcases’ four', async () => {
    await order();
    await beacon();
    const orderKnown = await statementsOf(order);
    const beaconKnown = await statementsOf(beacon);

    expect((await editSite('Магазин после правки')).statusCode).toBe(200);
    const orderAfterEdit = await statementsOf(order);
    expect((await editSite('Магазин после второй правки')).statusCode).toBe(200);
    const beaconAfterEdit = await statementsOf(beacon);

    expect(orderAfterEdit - orderKnown).toBe(1);
    expect(beaconAfterEdit - beaconKnown).toBe(2);
    expect((await order()).statusCode).toBe(201);
    expect((await beacon()).statusCode).toBe(204);
  });

  it('are forgotten when the merchant changes a domain: its old pages are refused at once', async () => {
    const own = await publishedShowcase(session.testApp, session.merchant);
    expect((await postOrder(session.app, orderFor(own))).statusCode).toBe(201);
    const domainId = await domainIdOf(session.testApp.database.db, own.siteId);

    const moved = await callApi(
      session.app,
      session.merchant,
      'PATCH',
      `platform/domain/${domainId}/`,
      { link_domain: 'https://moved.example.ru' },
    );

    expect(moved.statusCode, moved.body).toBe(200);

    const refused = await postOrder(session.app, orderFor(own));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().detail).toBe(messages.order.showcaseNotFound);
  });
});

describe('a page of a site', () => {
  const domains = ['shop.example.ru', 'xn--80aswg.xn--p1ai'];

  it.each([
    ['https://shop.example.ru/catalog?id=1', true],
    ['http://www.shop.example.ru/', true],
    ['https://SHOP.example.ru:8443/a', true],
    ['https://сайт.рф/товар', true],
    ['https://evil.example.com/', false],
    ['https://shop.example.ru.evil.example.com/', false],
    ['https://shop.example.ru@evil.example.com/', false],
    ['https://evil.example.com\\@shop.example.ru/', false],
    ['https://www.www.shop.example.ru/', false],
    ['ftp://shop.example.ru/', false],
    ['not a link', false],
  ])('%s is one: %s', (url, expected) => {
    expect(isSitePage(url, domains)).toBe(expected);
  });
});

// Several server processes share one PostgreSQL (PGlite has one process): this runs there only.
describe.runIf(testDatabaseUrl)('a site’s confirmed origins kept by two server processes', () => {
  const apps = useTwoProcesses();

  it('a domain changed through one process is refused by the other at once', async () => {
    const merchant = await registerAccount(apps.writer.app);
    const showcase = await publishedShowcase(apps.writer, merchant);
    expect((await postOrder(apps.reader.app, orderFor(showcase))).statusCode).toBe(201);
    const merchantId = (await getMe(apps.writer.app, merchant.accessToken)).json().data.id;
    const domainId = await domainIdOf(apps.writer.database.db, showcase.siteId);
    const heard = apps.readerHears('merchant', merchantId);

    const moved = await callApi(
      apps.writer.app,
      merchant,
      'PATCH',
      `platform/domain/${domainId}/`,
      {
        link_domain: 'https://moved.example.ru',
      },
    );
    await heard;

    expect(moved.statusCode, moved.body).toBe(200);

    expect((await postOrder(apps.reader.app, orderFor(showcase))).statusCode).toBe(403);
  });
});
