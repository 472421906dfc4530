import type { Invitation, Member } from '@vitrina/contracts/team';

/** The member's first and last name, or the e-mail of an account without them. */
export function memberName(member: Pick<Member, 'first_name' | 'last_name' | 'email'>): string {
  const name = [member.first_name, member.last_name].filter(Boolean).join(' ').trim();
  return name || member.email;
}

/** Whether the invitation's link no longer works: it waits in the list to be sent again. */
export const isExpired = (invitation: Pick<Invitation, 'expires_at'>, now = Date.now()) =>
  Date.parse(invitation.expires_at) <= now;
