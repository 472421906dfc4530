import { messages } from '@vitrina/contracts/messages';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { registerAccount, type Account } from '../../testing/accounts';
import { useSignedInApp } from '../../testing/signed-in-app';
import { domains } from '../../db/schema';
import { callApi } from '../../testing/catalog';
import { createSite, platformRowCounts } from '../../testing/platform';

describe('domains of sites: normalization, uniqueness and changes', () => {
  const session = useSignedInApp();
  let boris: Account;

  beforeAll(async () => {
    boris = await registerAccount(session.app);
  });

  const postSite = (account: Account, linkDomains: string[]) =>
    callApi(session.app, account, 'POST', 'platform/site/', {
      title: 'Сайт',
      domains: linkDomains.map((link_domain) => ({ link_domain })),
    });
  const storedDomain = async (id: number) =>
    (await session.testApp.database.db.select().from(domains).where(eq(domains.id, id)))[0]!;
  /** Marks a domain confirmed, as a successful verification would. */
  const confirm = (id: number) =>
    session.testApp.database.db
      .update(domains)
      .set({ isConfirmed: true })
      .where(eq(domains.id, id));

  it.each([
    ['HTTPS://WWW.Example-Norm.COM:8443/path?q#f', 'example-norm.com', 'example-norm.com'],
    ['shop.example-dot.com.', 'shop.example-dot.com', 'shop.example-dot.com'],
    ['магазин.рф', 'магазин.рф', 'xn--80aairftm.xn--p1ai'],
    ['https://www.сайт.рф/', 'сайт.рф', 'xn--80aswg.xn--p1ai'],
  ])('stores %s as %s (%s in the database)', async (input, answered, stored) => {
    const response = await postSite(session.merchant, [input]);

    expect(response.statusCode).toBe(200);
    const [domain] = response.json().data.domains;
    expect(domain.link_domain).toBe(answered);
    expect((await storedDomain(domain.id)).domain).toBe(stored);
  });

  it.each([
    'localhost',
    '127.0.0.1',
    '[::1]',
    'exa mple.com',
    'ftp://example.com',
    'user@example.com',
    '-bad-.com',
    `${'a'.repeat(64)}.com`,
    'example',
  ])('refuses %s with 422 and writes nothing', async (input) => {
    const before = await platformRowCounts(session.testApp.database.db);

    const response = await postSite(session.merchant, [input]);

    expect(response.statusCode).toBe(422);
    expect(response.json().detail).toBe(messages.site.domainInvalid);
    expect(await platformRowCounts(session.testApp.database.db)).toEqual(before);
  });

  it('refuses one domain twice for one merchant, in one payload or across sites', async () => {
    await createSite(session.app, session.merchant, ['twice.example.ru']);
    const before = await platformRowCounts(session.testApp.database.db);

    const again = await postSite(session.merchant, ['https://www.twice.example.ru/']);
    const repeated = await postSite(session.merchant, ['repeat.example.ru', 'REPEAT.example.ru']);

    for (const response of [again, repeated]) {
      expect(response.statusCode).toBe(400);
      expect(response.json().detail).toBe(messages.site.domainTaken);
    }
    expect(await platformRowCounts(session.testApp.database.db)).toEqual(before);
  });

  it('lets two merchants claim an unconfirmed domain, and nobody a confirmed one', async () => {
    const annas = await createSite(session.app, session.merchant, ['shared.example.ru']);
    const borisClaim = await postSite(boris, ['shared.example.ru']);
    await confirm(annas.domains[0]!.id);

    const lateClaim = await postSite(await registerAccount(session.app), ['shared.example.ru']);

    expect(borisClaim.statusCode).toBe(200);
    expect(lateClaim.statusCode).toBe(400);
    expect(lateClaim.json().detail).toBe(messages.site.domainTaken);
  });

  it('keeps a domain changed to itself, and restarts a changed one with a new code', async () => {
    const site = await createSite(session.app, session.merchant, ['keep.example.ru']);
    const domain = site.domains[0]!;
    await confirm(domain.id);
    const patch = (link_domain: string) =>
      session.call('PATCH', `platform/domain/${domain.id}/`, {
        link_domain,
      });

    const same = await patch('https://WWW.keep.example.ru/contacts');
    const changed = await patch('changed.example.ru');

    expect(same.statusCode).toBe(200);
    expect(same.json().data).toEqual({ ...domain, is_confirmed: true });
    expect(changed.json().data).toEqual({
      id: domain.id,
      link_domain: 'changed.example.ru',
      is_confirmed: false,
      code_confirmed: expect.stringMatching(/^[\w-]{32}$/),
    });
    expect(changed.json().data.code_confirmed).not.toBe(domain.code_confirmed);
  });

  it('refuses a change to a malformed, repeated or confirmed domain and keeps the old one', async () => {
    const site = await createSite(session.app, session.merchant, [
      'first.example.ru',
      'second.example.ru',
    ]);
    const taken = await createSite(session.app, boris, ['taken.example.ru']);
    await confirm(taken.domains[0]!.id);
    const domain = site.domains[0]!;
    const patch = (link_domain: unknown) =>
      session.call('PATCH', `platform/domain/${domain.id}/`, {
        link_domain,
      });

    const malformed = await patch('127.0.0.1');
    const blank = await patch('  ');
    const repeated = await patch('second.example.ru');
    const confirmed = await patch('taken.example.ru');

    expect([malformed.statusCode, blank.statusCode]).toEqual([422, 422]);
    expect(malformed.json().detail).toBe(messages.site.domainInvalid);
    expect(blank.json().detail).toBe(messages.site.editLinkRequired);
    expect([repeated.statusCode, confirmed.statusCode]).toEqual([400, 400]);
    expect(repeated.json().detail).toBe(messages.site.domainTaken);
    expect(confirmed.json().detail).toBe(messages.site.domainTaken);
    expect(await storedDomain(domain.id)).toMatchObject({
      domain: 'first.example.ru',
      codeConfirmed: domain.code_confirmed,
    });
  });

  it('answers 404 for a missing domain', async () => {
    const response = await session.call('PATCH', 'platform/domain/999999/', {
      link_domain: 'example.ru',
    });

    expect(response.statusCode).toBe(404);
  });
});
