import { messages } from '@vitrina/contracts/messages';
import { roleCan, SHOP_ROLE_LABELS, type Member, type ShopRole } from '@vitrina/contracts/team';
import type { Db } from '../../db/client';
import { AppError, NotFoundError } from '../../errors/app-error';
import type { MembershipCache } from './membership-cache';
import {
  deleteMember,
  findMemberForUpdate,
  listMembers,
  setRole,
  type MemberRow,
} from './members.repository';
import type { ShopJournal } from './shop-journal.service';

interface MembersDeps {
  db: Db;
  membershipCache: Pick<MembershipCache, 'changed'>;
  journal: Pick<ShopJournal, 'record'>;
}

/** Who acts on the team: their account and their role in the shop. */
export interface TeamActor {
  userId: number;
  shop: { id: number; role: ShopRole };
}

const forbidden = (detail: string = messages.team.forbidden) => new AppError('FORBIDDEN', detail);

const asMember = (row: MemberRow): Member => ({
  id: row.id,
  email: row.email,
  first_name: row.firstName,
  last_name: row.lastName,
  role: row.role,
  joined_at: row.joinedAt.toISOString(),
  last_active_at: row.lastActiveAt?.toISOString() ?? null,
});

/** The members of a shop: their roles, the ownership's transfer, removal and leaving. */
export function createMembersService({ db, membershipCache, journal }: MembersDeps) {
  async function lockedMember(tx: Db, shopId: number, userId: number) {
    const member = await findMemberForUpdate(tx, shopId, userId);
    if (!member) throw new NotFoundError(messages.team.memberNotFound);
    return member;
  }

  /** The owner hands the shop to another member and stays as an administrator. */
  async function transfer(tx: Db, actor: TeamActor, memberId: number, email: string) {
    if (!roleCan(actor.shop.role, 'team.owners')) throw forbidden(messages.team.ownerOnly);
    await setRole(tx, actor.shop.id, actor.userId, 'ADMIN');
    await setRole(tx, actor.shop.id, memberId, 'OWNER');
    await journal.record(tx, {
      shopId: actor.shop.id,
      actorId: actor.userId,
      action: 'ownership.transferred',
      subject: email,
    });
  }

  return {
    async list(shopId: number): Promise<Member[]> {
      return (await listMembers(db, shopId)).map(asMember);
    },

    async changeRole(actor: TeamActor, memberId: number, role: ShopRole): Promise<Member[]> {
      await db.transaction(async (tx) => {
        const member = await lockedMember(tx, actor.shop.id, memberId);
        if (member.role === role) return;
        if (member.role === 'OWNER') throw forbidden(messages.team.ownerRoleFixed);
        if (role === 'OWNER') return transfer(tx, actor, memberId, member.email);
        await setRole(tx, actor.shop.id, memberId, role);
        await journal.record(tx, {
          shopId: actor.shop.id,
          actorId: actor.userId,
          action: 'member.role_changed',
          subject: `${member.email}: ${SHOP_ROLE_LABELS[role]}`,
        });
      });
      membershipCache.changed(memberId);
      membershipCache.changed(actor.userId);
      return this.list(actor.shop.id);
    },

    /** Removes a member, or (their own id) lets a member leave; the owner does neither. */
    async remove(actor: TeamActor, memberId: number): Promise<void> {
      const leaving = memberId === actor.userId;
      await db.transaction(async (tx) => {
        const member = await lockedMember(tx, actor.shop.id, memberId);
        if (member.role === 'OWNER') {
          throw forbidden(leaving ? messages.team.ownerCannotLeave : messages.team.ownerOnly);
        }
        await deleteMember(tx, actor.shop.id, memberId);
        await journal.record(tx, {
          shopId: actor.shop.id,
          actorId: actor.userId,
          action: leaving ? 'member.left' : 'member.removed',
          subject: member.email,
        });
      });
      membershipCache.changed(memberId);
    },
  };
}

export type MembersService = ReturnType<typeof createMembersService>;
