import { messages } from '@vitrina/contracts/messages';
import { type Invitation, type Member, type Shop, type ShopRole } from '@vitrina/contracts/team';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMessages } from '../../db/schema';
import {
  bearer,
  ownShopId,
  registerAccount,
  signIn,
  uniqueEmail,
  type Account,
} from '../../testing/accounts';
import { eventually, linkIn, recipientOf, SENDING_LETTERS } from '../../testing/letters';
import { useTestApp } from '../../testing/signed-in-app';
import { startSmtpServer, type TestSmtpServer } from '../../testing/smtp-server';
import { addMember, callInShop, dataOf } from '../../testing/team';
import { testClock } from '../../testing/test-clock';

const PUBLIC_URL = 'https://vitrina.example';
const HOUR = 60 * 60;
const DAY = 24 * HOUR;
const INVITE_PATH = '/invite/';
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

describe('invitations: the letter, its link, accepting it, and the journal', () => {
  let smtp: TestSmtpServer;

  beforeAll(async () => {
    smtp = await startSmtpServer();
  });

  // After hooks run last to first: this one once the app is closed.
  afterAll(async () => {
    await smtp.close();
  });

  const clock = testClock();
  const testApp = useTestApp(() => ({
    now: clock.now,
    config: {
      ...SENDING_LETTERS,
      mail: { smtpUrl: smtp.url, from: 'Vitrina <robot@vitrina.example>' },
      http: { publicUrl: PUBLIC_URL },
    },
    rateLimits: {
      registerPerIp: { max: 200, windowSeconds: HOUR },
      loginPerIp: { max: 100, windowSeconds: HOUR },
    },
  }));
  const app = () => testApp.app;

  /** A shop's owner: an account and the shop sign-up made for it. */
  interface Owner {
    account: Account;
    shopId: number;
  }

  async function newOwner(): Promise<Owner> {
    const account = await registerAccount(app());
    return { account, shopId: await ownShopId(testApp.database.db, account.email) };
  }

  const invite = (by: Owner, email: string, role: ShopRole | 'OWNER' = 'ORDER_MANAGER') =>
    callInShop(app(), by.account, by.shopId, 'POST', 'shop/invitations/', { email, role });

  const invitationsOf = (by: Owner) =>
    callInShop(app(), by.account, by.shopId, 'GET', 'shop/invitations/');

  /** The one waiting invitation to `email` in the shop. */
  async function invitationTo(by: Owner, email: string): Promise<Invitation> {
    const waiting = dataOf<Invitation[]>(await invitationsOf(by));
    const found = waiting.find((invitation) => invitation.email === email);
    if (!found) throw new Error(`no invitation to ${email}`);
    return found;
  }

  const invitationLetters = (address: string) =>
    smtp.received.filter(
      (letter) => recipientOf(letter) === address && letter.text?.includes(INVITE_PATH),
    );

  /** The newest invitation letter to `address`, once `count` of them have arrived. */
  const invitationLetter = (address: string, count = 1) =>
    eventually(async () => {
      const letters = invitationLetters(address);
      return letters.length >= count ? letters.at(-1) : undefined;
    }, `invitation letter ${count} to ${address}`);

  /** The token of the link in the newest invitation letter to `address`. */
  async function tokenSentTo(address: string, count = 1): Promise<string> {
    const link = linkIn(await invitationLetter(address, count), INVITE_PATH);
    return link.pathname.slice(INVITE_PATH.length);
  }

  const preview = (token: string) =>
    app().inject({ method: 'GET', url: `/api/v1/invitations/${token}/` });

  const accept = (account: Account, token: string) =>
    app().inject({
      method: 'POST',
      url: `/api/v1/invitations/${token}/accept/`,
      headers: bearer(account.accessToken),
    });

  const journalOf = async (by: Owner) =>
    dataOf<{ action: string; actor_email: string; subject: string }[]>(
      await callInShop(app(), by.account, by.shopId, 'GET', 'shop/actions/'),
    );

  const shopsOf = async (account: Account) =>
    dataOf<Shop[]>(await callInShop(app(), account, undefined, 'GET', 'shops/'));

  /** A new account that joined the shop through the invitation's letter, with `role`. */
  async function joinedThroughLetter(by: Owner, role: ShopRole): Promise<Account> {
    const email = uniqueEmail(role.toLowerCase());
    expect((await invite(by, email, role)).statusCode).toBe(200);
    const token = await tokenSentTo(email);
    const account = await registerAccount(app(), email);
    expect((await accept(account, token)).statusCode).toBe(200);
    return account;
  }

  it('sends the letter through SMTP with a link to the invitation page of the console', async () => {
    const owner = await newOwner();
    await callInShop(app(), owner.account, owner.shopId, 'PATCH', 'shop/', {
      title: 'Чайная лавка',
    });
    const email = uniqueEmail('olga');

    const response = await invite(owner, email.toUpperCase(), 'ORDER_MANAGER');

    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual([
      {
        id: expect.any(Number),
        email,
        role: 'ORDER_MANAGER',
        invited_by: owner.account.email,
        created_at: expect.any(String),
        expires_at: new Date(clock.now().getTime() + 7 * DAY * 1000).toISOString(),
        sent_at: clock.now().toISOString(),
      },
    ]);
    const letter = await invitationLetter(email);
    const link = linkIn(letter, INVITE_PATH);
    expect(letter.subject).toBe('Vitrina: приглашение в магазин «Чайная лавка»');
    expect(letter.text).toContain(
      `${owner.account.email} приглашает вас в магазин «Чайная лавка» в Vitrina с ролью «Менеджер заказов».`,
    );
    expect(letter.html).toContain(`href="${link.href}"`);
    expect(`${link.origin}${INVITE_PATH}`).toBe(`${PUBLIC_URL}${INVITE_PATH}`);
    expect(link.pathname.slice(INVITE_PATH.length)).toMatch(TOKEN);
  });

  it('keeps no token in the outbox once the letter is delivered', async () => {
    const owner = await newOwner();
    const email = uniqueEmail('kept');
    await invite(owner, email);
    const token = await tokenSentTo(email);

    const row = await eventually(async () => {
      const [message] = await testApp.database.db
        .select()
        .from(outboxMessages)
        .where(
          and(eq(outboxMessages.shopId, owner.shopId), eq(outboxMessages.kind, 'team.invitation')),
        );
      return message?.status === 'DELIVERED' ? message : undefined;
    }, 'the invitation delivered');

    expect(row.payload).not.toHaveProperty('token');
    expect(JSON.stringify(row.payload)).not.toContain(token);
  });

  it('previews the link: the shop, the address, the role, and whether to sign in or register', async () => {
    const owner = await newOwner();
    const email = uniqueEmail('preview');
    await invite(owner, email, 'CONTENT_MANAGER');
    const token = await tokenSentTo(email);

    const before = await preview(token);
    await registerAccount(app(), email);
    const after = await preview(token);

    expect(before.statusCode).toBe(200);
    expect(before.json().data).toEqual({
      shop_title: 'Мой магазин',
      email,
      role: 'CONTENT_MANAGER',
      has_account: false,
    });
    expect(after.json().data).toMatchObject({ has_account: true });
  });

  it('lets the signed-in invitee join with the invited role: two shops, one link used', async () => {
    const owner = await newOwner();
    const email = uniqueEmail('invitee');
    await invite(owner, email, 'ORDER_MANAGER');
    const token = await tokenSentTo(email);
    const invitee = await registerAccount(app(), email);
    const ownShop = await ownShopId(testApp.database.db, email);

    const accepted = await accept(invitee, token);

    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().data).toEqual({
      id: owner.shopId,
      title: 'Мой магазин',
      role: 'ORDER_MANAGER',
    });
    expect(await shopsOf(invitee)).toEqual(
      expect.arrayContaining([
        { id: ownShop, title: 'Мой магазин', role: 'OWNER' },
        { id: owner.shopId, title: 'Мой магазин', role: 'ORDER_MANAGER' },
      ]),
    );
    expect(await shopsOf(invitee)).toHaveLength(2);
    const current = await callInShop(app(), invitee, owner.shopId, 'GET', 'shop/');
    expect(current.json().data).toMatchObject({ id: owner.shopId, role: 'ORDER_MANAGER' });
    const members = dataOf<Member[]>(
      await callInShop(app(), owner.account, owner.shopId, 'GET', 'shop/members/'),
    );
    expect(members.map(({ email: address, role }) => ({ address, role }))).toEqual([
      { address: owner.account.email, role: 'OWNER' },
      { address: email, role: 'ORDER_MANAGER' },
    ]);
    expect(dataOf(await invitationsOf(owner))).toEqual([]);
    for (const used of [await preview(token), await accept(invitee, token)]) {
      expect(used.statusCode).toBe(409);
      expect(used.json()).toEqual({ detail: messages.team.invitationUsed });
    }
  });

  it('refuses an account of another address with 403 naming the invited one', async () => {
    const owner = await newOwner();
    const email = uniqueEmail('meant');
    await invite(owner, email);
    const token = await tokenSentTo(email);
    const someoneElse = await registerAccount(app());

    const response = await accept(someoneElse, token);

    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ detail: messages.team.invitationOtherEmail(email) });
    expect(await shopsOf(someoneElse)).toHaveLength(1);
    expect((await preview(token)).statusCode).toBe(200);
  });

  it('answers 404 for a link that names no invitation', async () => {
    const account = await registerAccount(app());
    const nowhere = 'n'.repeat(43);

    for (const response of [await preview(nowhere), await accept(account, nowhere)]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ detail: messages.team.invitationNotFound });
    }
  });

  it('revokes an invitation: its link says so, and it leaves the list', async () => {
    const owner = await newOwner();
    const email = uniqueEmail('revoked');
    await invite(owner, email);
    const token = await tokenSentTo(email);
    const { id } = await invitationTo(owner, email);
    const invitee = await registerAccount(app(), email);

    const revoked = await callInShop(
      app(),
      owner.account,
      owner.shopId,
      'DELETE',
      `shop/invitations/${id}/`,
    );

    expect(revoked.statusCode).toBe(200);
    expect(revoked.json()).toEqual({ message: messages.team.invitationCancelled });
    for (const response of [await preview(token), await accept(invitee, token)]) {
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ detail: messages.team.invitationRevoked });
    }
    expect(dataOf(await invitationsOf(owner))).toEqual([]);
    expect(await shopsOf(invitee)).toHaveLength(1);
  });

  it('refuses an expired link, lists the invitation still, and lets the address be invited anew', async () => {
    const owner = await newOwner();
    const email = uniqueEmail('late');
    await invite(owner, email);
    const token = await tokenSentTo(email);

    clock.advanceSeconds(7 * DAY);
    const invitee = await registerAccount(app(), email);
    const signedInAgain = { ...owner, account: await signIn(app(), owner.account.email) };

    for (const response of [await preview(token), await accept(invitee, token)]) {
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ detail: messages.team.invitationExpired });
    }
    expect(await invitationTo(signedInAgain, email)).toMatchObject({ email });
    expect((await invite(signedInAgain, email)).statusCode).toBe(200);
    const fresh = await tokenSentTo(email, 2);
    expect((await accept(invitee, fresh)).json().data).toMatchObject({ id: owner.shopId });
  });

  it('refuses to invite a member or an address invited already, in any letter case', async () => {
    const owner = await newOwner();
    const member = await joinedThroughLetter(owner, 'CONTENT_MANAGER');
    const email = uniqueEmail('twice');
    await invite(owner, email);

    const refusals = [
      [await invite(owner, owner.account.email), messages.team.alreadyMember],
      [await invite(owner, member.email.toUpperCase()), messages.team.alreadyMember],
      [await invite(owner, email.toUpperCase(), 'ADMIN'), messages.team.alreadyInvited],
    ] as const;

    for (const [response, detail] of refusals) {
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ detail });
    }
    expect(dataOf<Invitation[]>(await invitationsOf(owner))).toEqual([
      expect.objectContaining({ email, role: 'ORDER_MANAGER' }),
    ]);
  });

  it('sends the letter again only a minute after the last, with a new link that replaces the old', async () => {
    const owner = await newOwner();
    const email = uniqueEmail('again');
    await invite(owner, email);
    const oldToken = await tokenSentTo(email);
    const { id } = await invitationTo(owner, email);
    const resend = () =>
      callInShop(app(), owner.account, owner.shopId, 'POST', `shop/invitations/${id}/resend/`);

    const tooSoon = await resend();
    clock.advanceSeconds(59);
    const stillTooSoon = await resend();
    clock.advanceSeconds(1);
    const sent = await resend();

    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json()).toEqual({ detail: messages.team.invitationResendTooSoon });
    expect(tooSoon.headers['retry-after']).toBe('60');
    expect(stillTooSoon.headers['retry-after']).toBe('1');
    expect(sent.statusCode).toBe(200);
    expect(sent.json().data).toEqual([
      expect.objectContaining({ id, email, sent_at: clock.now().toISOString() }),
    ]);
    const newToken = await tokenSentTo(email, 2);
    expect(newToken).not.toBe(oldToken);
    expect((await preview(oldToken)).json()).toEqual({
      detail: messages.team.invitationNotFound,
    });
    expect((await preview(newToken)).statusCode).toBe(200);
  });

  it('writes the invitations, the revocation and the joining into the journal, newest first', async () => {
    const owner = await newOwner();
    const joining = uniqueEmail('joining');
    const revoked = uniqueEmail('revoked');
    await invite(owner, joining, 'ORDER_MANAGER');
    await invite(owner, revoked, 'CONTENT_MANAGER');
    const { id } = await invitationTo(owner, revoked);
    await callInShop(app(), owner.account, owner.shopId, 'DELETE', `shop/invitations/${id}/`);
    const token = await tokenSentTo(joining);
    await accept(await registerAccount(app(), joining), token);

    const entries = await journalOf(owner);

    expect(
      entries.map(({ action, actor_email, subject }) => [action, actor_email, subject]),
    ).toEqual([
      ['member.joined', joining, `${joining}: Менеджер заказов`],
      ['invitation.revoked', owner.account.email, revoked],
      ['member.invited', owner.account.email, `${revoked}: Контент-менеджер`],
      ['member.invited', owner.account.email, `${joining}: Менеджер заказов`],
    ]);
  });

  it('lets a member who joined meanwhile follow the link: their role stays, nobody joins', async () => {
    const owner = await newOwner();
    const email = uniqueEmail('meanwhile');
    await invite(owner, email, 'CONTENT_MANAGER');
    const token = await tokenSentTo(email);
    const account = await registerAccount(app(), email);
    await addMember(testApp.database.db, owner.shopId, account, 'ADMIN');

    const response = await accept(account, token);

    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      id: owner.shopId,
      title: expect.any(String),
      role: 'ADMIN',
    });
    const actions = (await journalOf(owner)).map(({ action }) => action);
    expect(actions).toEqual(['member.invited']);
    expect((await preview(token)).json().detail).toBe(messages.team.invitationUsed);
  });

  it('lets an admin invite, and refuses an order manager with 403', async () => {
    const owner = await newOwner();
    const admin = { account: await joinedThroughLetter(owner, 'ADMIN'), shopId: owner.shopId };
    const orderManager = {
      account: await joinedThroughLetter(owner, 'ORDER_MANAGER'),
      shopId: owner.shopId,
    };
    const byAdmin = uniqueEmail('by-admin');

    const invited = await invite(admin, byAdmin, 'CONTENT_MANAGER');
    const refused = await invite(orderManager, uniqueEmail('by-manager'));

    expect(invited.statusCode).toBe(200);
    expect(await invitationTo(owner, byAdmin)).toMatchObject({
      role: 'CONTENT_MANAGER',
      invited_by: admin.account.email,
    });
    expect((await invitationLetter(byAdmin)).text).toContain(
      `${admin.account.email} приглашает вас`,
    );
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ detail: messages.team.forbidden });
    expect((await invitationsOf(orderManager)).statusCode).toBe(403);
  });

  it('refuses to invite an owner: ownership moves only by a transfer', async () => {
    const owner = await newOwner();

    const response = await invite(owner, uniqueEmail('owner'), 'OWNER');

    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual([
      { field: 'role', message: messages.team.ownerRoleNotInvitable },
    ]);
    expect(dataOf(await invitationsOf(owner))).toEqual([]);
  });
});
