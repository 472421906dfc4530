import { TEAM_LIMITS } from '@vitrina/contracts/limits';
import { messages } from '@vitrina/contracts/messages';
import {
  SHOP_ROLE_LABELS,
  type Invitation,
  type InvitationPreview,
  type Shop,
} from '@vitrina/contracts/team';
import type { Db } from '../../db/client';
import { AppError, NotFoundError, TooManyRequestsError } from '../../errors/app-error';
import type { Clock } from '../../infra/clock';
import { hashToken, newSecretToken } from '../../secret-token';
import type { DeliveryService } from '../delivery/delivery.service';
import { invitationLetter } from './invitation-letter';
import {
  accountEmail,
  accountIdByEmail,
  closeInvitation,
  countPending,
  findByTokenHash,
  findPending,
  findPendingByEmail,
  insertInvitation,
  listPending,
  renewInvitation,
  type InvitationListRow,
} from './invitations.repository';
import type { MembershipCache } from './membership-cache';
import { countMembers, findMemberForUpdate, insertMember } from './members.repository';
import type { TeamActor } from './members.service';
import type { ShopJournal } from './shop-journal.service';

interface InvitationsDeps {
  db: Db;
  now: Clock;
  delivery: Pick<DeliveryService, 'enqueue' | 'nudge'>;
  membershipCache: Pick<MembershipCache, 'changed'>;
  journal: Pick<ShopJournal, 'record'>;
}

const DAY_MS = 24 * 60 * 60 * 1000;

const asInvitation = (row: InvitationListRow): Invitation => ({
  id: row.id,
  email: row.email,
  role: row.role,
  invited_by: row.invitedBy,
  created_at: row.createdAt.toISOString(),
  expires_at: row.expiresAt.toISOString(),
  sent_at: row.sentAt.toISOString(),
});

const conflict = (detail: string) => new AppError('CONFLICT', detail);

/** A link's invitation that can still be accepted, with its shop's title; refusals say why not. */
async function openInvitation(tx: Db, token: string, at: Date) {
  const found = await findByTokenHash(tx, hashToken(token));
  if (!found) throw new NotFoundError(messages.team.invitationNotFound);
  const { invitation } = found;
  if (invitation.acceptedAt) throw conflict(messages.team.invitationUsed);
  if (invitation.revokedAt) throw conflict(messages.team.invitationRevoked);
  if (invitation.expiresAt <= at) throw conflict(messages.team.invitationExpired);
  return found;
}

/** Invitations by e-mail to join a shop: sent, sent again, revoked, previewed and accepted. */
export function createInvitationsService(deps: InvitationsDeps) {
  const { db, now, delivery, membershipCache, journal } = deps;

  /** A fresh link for the invitation, its letter queued in `tx`. */
  async function queueLetter(
    tx: Db,
    actor: TeamActor,
    invitation: { id: number; email: string; role: Invitation['role'] },
    shopTitle: string,
  ) {
    const token = newSecretToken();
    const at = now();
    const expiresAt = new Date(at.getTime() + TEAM_LIMITS.invitationValidDays * DAY_MS);
    await renewInvitation(tx, invitation.id, {
      tokenHash: hashToken(token),
      expiresAt,
      sentAt: at,
    });
    const invitedBy = (await accountEmail(tx, actor.userId)) ?? '';
    const message = invitationLetter.message({
      shopId: actor.shop.id,
      payload: { to: invitation.email, token, shopTitle, role: invitation.role, invitedBy },
      dedupeKey: `${invitationLetter.kind}:${invitation.id}:${crypto.randomUUID()}`,
    });
    await delivery.enqueue(tx, message);
  }

  async function refuseIfFull(tx: Db, shopId: number) {
    if ((await countPending(tx, shopId, now())) >= TEAM_LIMITS.pendingInvitationsMax) {
      throw conflict(messages.team.tooManyInvitations);
    }
    if ((await countMembers(tx, shopId)) >= TEAM_LIMITS.membersMax) {
      throw conflict(messages.team.tooManyMembers);
    }
  }

  return {
    async list(shopId: number): Promise<Invitation[]> {
      return (await listPending(db, shopId)).map(asInvitation);
    },

    async invite(
      actor: TeamActor,
      shopTitle: string,
      { email: address, role }: { email: string; role: Invitation['role'] },
    ): Promise<Invitation[]> {
      const email = address.toLowerCase();
      await db.transaction(async (tx) => {
        const userId = await accountIdByEmail(tx, email);
        if (userId && (await findMemberForUpdate(tx, actor.shop.id, userId))) {
          throw conflict(messages.team.alreadyMember);
        }
        const waiting = await findPendingByEmail(tx, actor.shop.id, email);
        if (waiting && waiting.expiresAt > now()) throw conflict(messages.team.alreadyInvited);
        if (waiting) await closeInvitation(tx, waiting.id, { revokedAt: now() });
        await refuseIfFull(tx, actor.shop.id);
        const at = now();
        const id = await insertInvitation(tx, {
          shopId: actor.shop.id,
          email,
          role,
          // Replaced at once by the letter's own link.
          tokenHash: hashToken(newSecretToken()),
          invitedBy: actor.userId,
          expiresAt: at,
          sentAt: at,
        });
        await queueLetter(tx, actor, { id, email, role }, shopTitle);
        await journal.record(tx, {
          shopId: actor.shop.id,
          actorId: actor.userId,
          action: 'member.invited',
          subject: `${email}: ${SHOP_ROLE_LABELS[role]}`,
        });
      });
      delivery.nudge();
      return this.list(actor.shop.id);
    },

    /** The letter again with a new link (the old one stops working), a minute after the last. */
    async resend(actor: TeamActor, shopTitle: string, id: number): Promise<Invitation[]> {
      await db.transaction(async (tx) => {
        const invitation = await findPending(tx, actor.shop.id, id);
        if (!invitation) throw new NotFoundError(messages.team.invitationNotFound);
        const waitMs =
          invitation.sentAt.getTime() + TEAM_LIMITS.invitationResendAfterMs - now().getTime();
        if (waitMs > 0) {
          throw new TooManyRequestsError(
            Math.ceil(waitMs / 1000),
            messages.team.invitationResendTooSoon,
          );
        }
        await queueLetter(tx, actor, invitation, shopTitle);
      });
      delivery.nudge();
      return this.list(actor.shop.id);
    },

    async revoke(actor: TeamActor, id: number): Promise<void> {
      await db.transaction(async (tx) => {
        const invitation = await findPending(tx, actor.shop.id, id);
        if (!invitation) throw new NotFoundError(messages.team.invitationNotFound);
        await closeInvitation(tx, id, { revokedAt: now() });
        await journal.record(tx, {
          shopId: actor.shop.id,
          actorId: actor.userId,
          action: 'invitation.revoked',
          subject: invitation.email,
        });
      });
    },

    /** What the link's page shows before the holder signs in or accepts. */
    async preview(token: string): Promise<InvitationPreview> {
      const { invitation, shopTitle } = await openInvitation(db, token, now());
      return {
        shop_title: shopTitle,
        email: invitation.email,
        role: invitation.role,
        has_account: (await accountIdByEmail(db, invitation.email)) !== undefined,
      };
    },

    /** The signed-in holder of the invited address joins the shop with the invited role. */
    async accept(userId: number, token: string): Promise<Shop> {
      const shop = await db.transaction(async (tx) => {
        const { invitation, shopTitle } = await openInvitation(tx, token, now());
        if ((await accountEmail(tx, userId)) !== invitation.email) {
          throw new AppError('FORBIDDEN', messages.team.invitationOtherEmail(invitation.email));
        }
        const existing = await findMemberForUpdate(tx, invitation.shopId, userId);
        await closeInvitation(tx, invitation.id, { acceptedAt: now() });
        // A member already in the shop keeps their role, and nobody joined.
        if (existing) return { id: invitation.shopId, title: shopTitle, role: existing.role };
        if ((await countMembers(tx, invitation.shopId)) >= TEAM_LIMITS.membersMax) {
          throw conflict(messages.team.tooManyMembers);
        }
        await insertMember(tx, invitation.shopId, userId, invitation.role);
        await journal.record(tx, {
          shopId: invitation.shopId,
          actorId: userId,
          action: 'member.joined',
          subject: `${invitation.email}: ${SHOP_ROLE_LABELS[invitation.role]}`,
        });
        return { id: invitation.shopId, title: shopTitle, role: invitation.role };
      });
      membershipCache.changed(userId);
      return shop;
    },
  };
}

export type InvitationsService = ReturnType<typeof createInvitationsService>;
