import type { User } from '@vitrina/contracts/auth';
import type { Invitation, Member, ShopActionEntry } from '@vitrina/contracts/team';

// The team of one shop as the server answers it, for the «Пользователи» screen's fake server.

/** The signed-in account: the owner of the shop unless a test gives it another role. */
export const VIEWER_ID = 7;
/** Shops are numbered apart from accounts (decision 57). */
export const SHOP_ID = 700_001;

export function aMember(overrides: Partial<Member> = {}): Member {
  return {
    id: VIEWER_ID,
    email: 'anna@shop.example.ru',
    first_name: 'Анна',
    last_name: 'Смирнова',
    role: 'OWNER',
    joined_at: '2026-09-01T09:00:00.000Z',
    last_active_at: '2026-11-21T07:05:00.000Z',
    ...overrides,
  };
}

/** The owner (signed in), an administrator, and a content manager without a name who never came. */
export function aTeam(): Member[] {
  return [
    aMember(),
    aMember({
      id: 8,
      email: 'petr@shop.example.ru',
      first_name: 'Пётр',
      last_name: 'Иванов',
      role: 'ADMIN',
      joined_at: '2026-10-02T09:00:00.000Z',
      last_active_at: '2026-11-20T15:30:00.000Z',
    }),
    aMember({
      id: 9,
      email: 'olga@shop.example.ru',
      first_name: null,
      last_name: null,
      role: 'CONTENT_MANAGER',
      joined_at: '2026-11-03T09:00:00.000Z',
      last_active_at: null,
    }),
  ];
}

export function anInvitation(overrides: Partial<Invitation> = {}): Invitation {
  return {
    id: 41,
    email: 'ivan@example.ru',
    role: 'ORDER_MANAGER',
    invited_by: 'anna@shop.example.ru',
    created_at: '2026-11-20T09:00:00.000Z',
    sent_at: '2026-11-20T09:00:00.000Z',
    // Far ahead: the link still works whenever the test runs.
    expires_at: '2099-11-27T09:00:00.000Z',
    ...overrides,
  };
}

/** An invitation whose week has passed. */
export const anExpiredInvitation = () =>
  anInvitation({
    id: 42,
    email: 'maria@example.ru',
    role: 'CONTENT_MANAGER',
    sent_at: '2026-10-01T09:00:00.000Z',
    expires_at: '2026-10-08T09:00:00.000Z',
  });

export function anAction(overrides: Partial<ShopActionEntry> = {}): ShopActionEntry {
  return {
    id: 301,
    at: '2026-11-21T08:00:00.000Z',
    actor_id: VIEWER_ID,
    actor_email: 'anna@shop.example.ru',
    action: 'member.invited',
    subject: 'ivan@example.ru: Менеджер заказов',
    ...overrides,
  };
}

/** `count` entries, newest first, ids from 1000 + count down, by the owner and the admin in turn. */
export function manyActions(count: number): ShopActionEntry[] {
  return Array.from({ length: count }, (_, index) => {
    const n = count - index;
    const byOwner = n % 2 === 0;
    return anAction({
      id: 1000 + n,
      at: new Date(Date.UTC(2026, 9, 1, 9, n)).toISOString(),
      actor_id: byOwner ? VIEWER_ID : 8,
      actor_email: byOwner ? 'anna@shop.example.ru' : 'petr@shop.example.ru',
      action: 'widget.published',
      subject: `Виджет ${n}`,
    });
  });
}

/** The signed-in account as `user/me` answers it. */
export function theViewer(member: Member): User {
  return {
    id: member.id,
    email: member.email,
    is_email_confirmed: true,
    profile: {
      first_name: member.first_name,
      last_name: member.last_name,
      data_birth: null,
      gender: 'NOT_SPECIFIED',
    },
  };
}
