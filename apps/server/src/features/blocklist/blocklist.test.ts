import { blocklistMessages as texts } from '@vitrina/contracts/blocklist-texts';
import { messages } from '@vitrina/contracts/messages';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema';
import { ownShopId, registerAccount, type Account } from '../../testing/accounts';
import { behindProxy, overHttp, type OverHttp } from '../../testing/blocklist';
import { orderFor, publishedShowcase, type PublishedShowcase } from '../../testing/orders';
import { useSignedInApp } from '../../testing/signed-in-app';
import { addMember } from '../../testing/team';

const LIST = 'platform/service/blocklist/';
const plenty = { max: 1000, windowSeconds: 60 };

describe('the blocked list’s calls: /api/v1/platform/service/blocklist/', () => {
  const session = useSignedInApp({
    rateLimits: { ordersPerIp: plenty, ordersPerSite: plenty },
    config: behindProxy,
  });
  let http: OverHttp;
  let other: Account;

  const db = () => session.testApp.database.db;
  const call = (method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown) =>
    http.call(session.merchant, method, path, body);
  const add = (kind: string, value: string, note?: string | null) =>
    call('POST', LIST, { kind, value, ...(note !== undefined && { note }) });
  const valuesOf = async (account: Account) =>
    ((await http.call(account, 'GET', LIST)).body.data as { value: string }[]).map(
      (entry) => entry.value,
    );

  beforeAll(async () => {
    http = await overHttp(session.app);
    other = await registerAccount(session.app);
  });

  it('keeps a phone, an e-mail and networks in one spelling and lists them newest first', async () => {
    const phone = await add('PHONE', '8 (912) 000-11-22', '  Не выкупил три заказа ');
    await add('EMAIL', ' Spam@Example.RU ');
    await add('NETWORK', '192.0.2.77/24');
    await add('NETWORK', '2001:DB8:0:0::1');

    expect(phone.status).toBe(201);
    expect(phone.body.data).toEqual({
      id: expect.any(Number),
      kind: 'PHONE',
      value: '+79120001122',
      note: 'Не выкупил три заказа',
      created_at: expect.any(String),
    });
    const listed = (await call('GET', LIST)).body.data;
    expect(
      listed.map((entry: { kind: string; value: string }) => [entry.kind, entry.value]),
    ).toEqual([
      ['NETWORK', '2001:db8::1'],
      ['NETWORK', '192.0.2.0/24'],
      ['EMAIL', 'spam@example.ru'],
      ['PHONE', '+79120001122'],
    ]);
  });

  it.each([
    ['PHONE', '12345', texts.phoneInvalid],
    ['PHONE', '', texts.valueRequired],
    ['EMAIL', 'not-an-address', texts.emailInvalid],
    ['NETWORK', 'shop.example.ru', texts.networkInvalid],
    ['NETWORK', '203.0.113.0/33', texts.networkInvalid],
    ['NETWORK', '0x7f.0.0.1', texts.networkInvalid],
  ])('refuses the %s %j with its reason under the field', async (kind, value, message) => {
    const refused = await add(kind, value);

    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual([{ field: 'value', message }]);
  });

  it('refuses a note too long and a kind it does not know', async () => {
    const longNote = await add('PHONE', '+79120009999', 'а'.repeat(201));
    const unknownKind = await add('NAME', 'Иван');

    expect(longNote.status).toBe(422);
    expect(longNote.body.errors).toEqual([{ field: 'note', message: texts.noteTooLong }]);
    expect(unknownKind.status).toBe(422);
    expect(unknownKind.body.errors[0].field).toBe('kind');
  });

  it('refuses what is in the list already, however it is spelled', async () => {
    await add('PHONE', '+7 913 000-11-22');
    await add('EMAIL', 'twice@example.ru');
    await add('NETWORK', '198.51.100.0/24');

    const phone = await add('PHONE', '89130001122');
    const email = await add('EMAIL', 'TWICE@example.ru');
    const network = await add('NETWORK', '198.51.100.200/24');

    expect([phone.status, email.status, network.status]).toEqual([409, 409, 409]);
    expect(phone.body).toEqual({
      detail: texts.duplicate('+7 913 000-11-22'),
      errors: [{ field: 'value', message: texts.duplicate('+7 913 000-11-22') }],
    });
    expect(email.body.detail).toBe(texts.duplicate('twice@example.ru'));
    expect(network.body.detail).toBe(texts.duplicate('198.51.100.0/24'));
  });

  it('refuses an address or network inside a network of the list, and takes a wider one', async () => {
    await add('NETWORK', '100.64.0.0/16');

    const address = await add('NETWORK', '100.64.3.4');
    const narrower = await add('NETWORK', '100.64.8.0/24');
    const wider = await add('NETWORK', '100.0.0.0/8');

    expect([address.status, narrower.status]).toEqual([409, 409]);
    expect(address.body.detail).toBe(texts.coveredByNetwork('100.64.0.0/16'));
    expect(wider.status).toBe(201);
    // The widest network that holds it is named.
    expect((await add('NETWORK', '100.64.9.9')).body.detail).toBe(
      texts.coveredByNetwork('100.0.0.0/8'),
    );
  });

  it('deletes an entry, saying which, and then knows it no more', async () => {
    const { id } = (await add('EMAIL', 'gone@example.ru')).body.data;

    const deleted = await call('DELETE', `${LIST}${id}/`);
    const again = await call('DELETE', `${LIST}${id}/`);

    expect(deleted).toEqual({
      status: 200,
      body: { message: '«gone@example.ru» удалено из списка' },
    });
    expect(again).toEqual({ status: 404, body: { detail: texts.notFound } });
    expect(await valuesOf(session.merchant)).not.toContain('gone@example.ru');
  });

  describe('between shops', () => {
    let showcase: PublishedShowcase;
    let theirs: PublishedShowcase;

    beforeAll(async () => {
      showcase = await publishedShowcase(session.testApp, session.merchant);
      theirs = await publishedShowcase(session.testApp, other);
    });

    const orderRow = async (number: number, siteId: number) =>
      (await db().select().from(orders).where(eq(orders.number, number))).find(
        (row) => row.siteId === siteId,
      )!;

    it('shows each shop its own list alone', async () => {
      await add('PHONE', '+79140001122');

      expect(await valuesOf(session.merchant)).toContain('+79140001122');
      expect(await valuesOf(other)).not.toContain('+79140001122');
    });

    it('refuses an order only in the shop that blocked its buyer', async () => {
      await add('PHONE', '+79140003344');
      const buyer = { phone: '+79140003344' };

      const mine = await http.order(orderFor(showcase, buyer));
      const inTheirs = await http.order(orderFor(theirs, buyer));

      expect((await orderRow(mine.body.data.number, showcase.siteId)).rejectedKind).toBe('PHONE');
      expect((await orderRow(inTheirs.body.data.number, theirs.siteId)).rejectedKind).toBeNull();
    });

    it('answers another shop’s entry 404 and leaves it be', async () => {
      const { id } = (await add('EMAIL', 'mine@example.ru')).body.data;

      const deleted = await http.call(other, 'DELETE', `${LIST}${id}/`);

      expect(deleted).toEqual({ status: 404, body: { detail: texts.notFound } });
      expect(await valuesOf(session.merchant)).toContain('mine@example.ru');
    });

    it('blocks no buyer of another shop’s order', async () => {
      const placed = await http.order(orderFor(showcase, { phone: '+79140005566' }));
      const { id } = await orderRow(placed.body.data.number, showcase.siteId);

      const blocked = await http.call(other, 'POST', `${LIST}orders/${id}/`);

      expect(blocked.status).toBe(404);
      expect(await valuesOf(other)).not.toContain('+79140005566');
      expect(await valuesOf(session.merchant)).not.toContain('+79140005566');
    });

    it('answers the shop of another account’s header 404', async () => {
      const theirShop = await ownShopId(db(), other.email);

      const listed = await http.call(session.merchant, 'GET', LIST, undefined, theirShop);

      expect(listed).toEqual({ status: 404, body: { detail: messages.team.shopNotFound } });
    });
  });

  describe('by role', () => {
    let shopId: number;
    const members = new Map<string, Account>();

    beforeAll(async () => {
      shopId = await ownShopId(db(), session.merchant.email);
      for (const role of ['ADMIN', 'ORDER_MANAGER', 'CONTENT_MANAGER'] as const) {
        const account = await registerAccount(session.app);
        await addMember(db(), shopId, account, role);
        members.set(role, account);
      }
    });

    const asMember = (role: string, method: 'GET' | 'POST', path: string, body?: unknown) =>
      http.call(members.get(role)!, method, path, body, shopId);

    it.each(['ADMIN', 'ORDER_MANAGER'])('lets %s read and add', async (role) => {
      const value = role === 'ADMIN' ? 'admin-added@example.ru' : 'manager-added@example.ru';

      const added = await asMember(role, 'POST', LIST, { kind: 'EMAIL', value });
      const listed = await asMember(role, 'GET', LIST);

      expect(added.status).toBe(201);
      expect(listed.body.data.map((entry: { value: string }) => entry.value)).toContain(value);
    });

    it('shows a content manager no buyer’s data and lets them add nothing', async () => {
      const listed = await asMember('CONTENT_MANAGER', 'GET', LIST);
      const added = await asMember('CONTENT_MANAGER', 'POST', LIST, {
        kind: 'EMAIL',
        value: 'content@example.ru',
      });

      expect([listed.status, added.status]).toEqual([403, 403]);
      expect(listed.body.detail).toBe(messages.team.forbidden);
      expect(await valuesOf(session.merchant)).not.toContain('content@example.ru');
    });
  });

  it('blocks nothing of an order whose buyer was erased', async () => {
    const showcase = await publishedShowcase(session.testApp, session.merchant);
    const placed = await http.order(orderFor(showcase, { phone: '+79150001122' }));
    const [row] = await db().select().from(orders).where(eq(orders.siteId, showcase.siteId));
    const erased = await call('DELETE', `customers/${row!.customerId}/personal-data/`);

    const blocked = await call('POST', `${LIST}orders/${row!.id}/`);

    expect([placed.status, erased.status]).toEqual([201, 200]);
    expect(blocked).toEqual({ status: 422, body: { detail: texts.nothingToBlock } });
  });

  it('leaves the checklist’s first order undone by an order refused', async () => {
    const newcomer = await registerAccount(session.app);
    const showcase = await publishedShowcase(session.testApp, newcomer);
    await http.call(newcomer, 'POST', LIST, { kind: 'PHONE', value: '+79170001122' });

    const refused = await http.order(orderFor(showcase, { phone: '+79170001122' }));
    const setup = await http.call(newcomer, 'GET', 'setup/');

    expect(refused.status).toBe(201);
    expect(setup.body.data.done.order).toBe(false);
  });

  it('documents its calls in OpenAPI, signed in', async () => {
    const paths = (await session.app.inject({ method: 'GET', url: '/api/docs/json' })).json().paths;
    const base = '/api/v1/platform/service/blocklist';

    for (const [path, method] of [
      [base, 'get'],
      [base, 'post'],
      [`${base}/{id}`, 'delete'],
      [`${base}/orders/{id}`, 'post'],
    ] as const) {
      expect(paths[path]?.[method]).toEqual(
        expect.objectContaining({ tags: ['blocklist'], security: [{ bearerAuth: [] }] }),
      );
    }
    expect(paths[base].post.requestBody.content['application/json'].schema.required).toEqual([
      'kind',
      'value',
    ]);
  });
});
