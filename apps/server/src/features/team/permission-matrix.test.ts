import { messages } from '@vitrina/contracts/messages';
import { roleCan, SHOP_HEADER, SHOP_ROLES, type ShopRole } from '@vitrina/contracts/team';
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { domains, shopMembers } from '../../db/schema';
import type { RouteAccessEntry } from '../../http/authorize';
import { bearer, ownShopId, registerAccount, userRow, type Account } from '../../testing/accounts';
import { callApi, createCategory, type Method } from '../../testing/catalog';
import { createCharacteristic } from '../../testing/characteristics';
import { insertEmailContact } from '../../testing/contacts';
import { placedOrderId, publishedShowcase } from '../../testing/orders';
import { useSignedInApp } from '../../testing/signed-in-app';

/** An id no row has: a permitted call then finds nothing, and a refused one is refused first. */
const NO_SUCH_ID = 2_147_483_000;
const NO_SUCH_TOKEN = 'x'.repeat(43);
const forbidden = messages.team.forbidden;

/** The resource a path parameter names, by the path segment before it (or its own name). */
const RESOURCE_OF: Record<string, keyof ForeignIds> = {
  collection: 'collection',
  category: 'category',
  product: 'product',
  product_id: 'product',
  characteristic: 'characteristic',
  characteristic_id: 'characteristic',
  site: 'site',
  domain: 'domain',
  widget: 'widget',
  contact: 'contact',
  orders: 'order',
  customers: 'customer',
  members: 'member',
  identifier: 'showcase',
};

interface ForeignIds {
  collection: number;
  category: number;
  product: number;
  characteristic: number;
  site: number;
  domain: number;
  widget: number;
  contact: number;
  order: number;
  customer: number;
  member: number;
  showcase: string;
}

/** The route's path with each parameter filled by `value(segment before it, parameter)`. */
function pathOf(url: string, value: (resource: string | undefined) => string) {
  const segments = url.split('/');
  return segments
    .map((segment, index) => {
      if (!segment.startsWith(':')) return segment;
      const name = segment.slice(1);
      return value(RESOURCE_OF[name === 'id' ? segments[index - 1]! : name]);
    })
    .join('/');
}

const hasParameters = (url: string) => url.includes('/:');

describe('the permission matrix: every signed-in route × every role × own and another shop', () => {
  const session = useSignedInApp();
  const members = new Map<ShopRole, Account>();
  let routes: RouteAccessEntry[];
  let ownShop: number;
  let otherShop: number;
  let foreign: ForeignIds;

  /** Joins `account` to the shop with `role`, as accepting an invitation does. */
  async function joinAs(role: ShopRole) {
    const account = await registerAccount(session.app);
    const { db } = session.testApp.database;
    const user = await userRow(db, account.email);
    await db.insert(shopMembers).values({ shopId: ownShop, userId: user!.id, role });
    members.set(role, account);
  }

  async function foreignShop(): Promise<ForeignIds> {
    const other = await registerAccount(session.app);
    const showcase = await publishedShowcase(session.testApp, other);
    const asOther = (method: Method, path: string) => callApi(session.app, other, method, path);
    const { db } = session.testApp.database;
    const [domain] = await db.select().from(domains).where(eq(domains.siteId, showcase.siteId));
    const widget = (await asOther('GET', `platform/widget/${showcase.widgetId}/`)).json().data;
    const owner = await userRow(session.testApp.database.db, other.email);
    otherShop = await ownShopId(session.testApp.database.db, other.email);
    return {
      collection: showcase.collectionId,
      category: (await createCategory(session.app, other, showcase.collectionId)).id,
      product: showcase.productId,
      characteristic: (await createCharacteristic(session.app, other)).id,
      site: showcase.siteId,
      domain: domain!.id,
      widget: showcase.widgetId,
      contact: await insertEmailContact(session.testApp.database.db, other),
      order: await placedOrderId({ app: session.app, call: asOther }, showcase, '198.51.100.7'),
      customer: (await asOther('GET', 'customers/')).json().data.customers[0].id,
      member: owner!.id,
      showcase: widget.showcases[0],
    };
  }

  beforeAll(async () => {
    routes = session.app.accessTable.filter((route) => route.method !== 'HEAD');
    ownShop = await ownShopId(session.testApp.database.db, session.merchant.email);
    members.set('OWNER', session.merchant);
    for (const role of SHOP_ROLES.filter((each) => each !== 'OWNER')) await joinAs(role);
    foreign = await foreignShop();
  });

  const call = (account: Account, route: RouteAccessEntry, path: string, shop: number) =>
    session.app.inject({
      method: route.method as 'GET',
      url: path,
      headers: { ...bearer(account.accessToken), [SHOP_HEADER]: String(shop) },
      ...(['POST', 'PUT', 'PATCH'].includes(route.method) && { payload: {} }),
    });

  const nowhere = (resource: string | undefined) =>
    resource === undefined ? NO_SUCH_TOKEN : String(NO_SUCH_ID);

  it('covers every route, each declaring what it asks', () => {
    expect(routes.length).toBeGreaterThan(70);
    for (const route of routes) expect(route.access).toBeTruthy();
  });

  /** Leaving would end the member's part in the rest of the matrix: members.test covers it. */
  const isLeaving = (route: RouteAccessEntry) => route.url.endsWith('/shop/membership');

  it.each(SHOP_ROLES)('lets %s do in its own shop exactly what its role allows', async (role) => {
    const account = members.get(role)!;
    const mismatched: string[] = [];
    for (const route of routes.filter((each) => each.access !== 'account' && !isLeaving(each))) {
      const response = await call(account, route, pathOf(route.url, nowhere), ownShop);
      const refused = response.statusCode === 403 && response.json().detail === forbidden;
      const allowed = roleCan(role, route.access as Exclude<typeof route.access, 'account'>);
      if (allowed === refused) mismatched.push(`${route.method} ${route.url}: ${response.body}`);
    }
    expect(mismatched).toEqual([]);
  });

  it.each(SHOP_ROLES)('shows %s nothing of another shop named in the header', async (role) => {
    const account = members.get(role)!;
    for (const route of routes.filter((each) => each.access !== 'account')) {
      const response = await call(account, route, pathOf(route.url, nowhere), otherShop);
      expect([route.url, response.statusCode, response.json()]).toEqual([
        route.url,
        404,
        { detail: messages.team.shopNotFound },
      ]);
    }
  });

  it.each(SHOP_ROLES)("reaches none of another shop's rows by id as %s", async (role) => {
    const account = members.get(role)!;
    const reached: string[] = [];
    const theirs = (resource: string | undefined) =>
      resource === undefined ? NO_SUCH_TOKEN : String(foreign[resource as keyof ForeignIds]);
    for (const route of routes.filter((each) => hasParameters(each.url))) {
      const response = await call(account, route, pathOf(route.url, theirs), ownShop);
      if (response.statusCode < 300) reached.push(`${route.method} ${route.url}`);
    }
    expect(reached).toEqual([]);
  });
});
