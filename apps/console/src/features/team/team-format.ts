import type { Invitation, Member } from '@vitrina/contracts/team';

// The shops are in Russia: every time is shown in Moscow time whatever the browser's zone, as
// the orders' times are.
const moscowTime = new Intl.DateTimeFormat('ru-RU', {
  timeZone: 'Europe/Moscow',
  dateStyle: 'short',
  timeStyle: 'short',
});
const moscowDate = new Intl.DateTimeFormat('ru-RU', {
  timeZone: 'Europe/Moscow',
  dateStyle: 'short',
});

/** '23.11.2026, 19:10' in Moscow time. */
export const formatTeamTime = (isoTime: string) => moscowTime.format(new Date(isoTime));

/** '23.11.2026' in Moscow time. */
export const formatTeamDate = (isoTime: string) => moscowDate.format(new Date(isoTime));

/** The member's first and last name, or the e-mail of an account without them. */
export function memberName(member: Pick<Member, 'first_name' | 'last_name' | 'email'>): string {
  const name = [member.first_name, member.last_name].filter(Boolean).join(' ').trim();
  return name || member.email;
}

/** Whether the invitation's link no longer works: it waits in the list to be sent again. */
export const isExpired = (invitation: Pick<Invitation, 'expires_at'>, now = Date.now()) =>
  Date.parse(invitation.expires_at) <= now;
