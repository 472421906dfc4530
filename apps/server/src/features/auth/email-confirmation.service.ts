import type { EmailLetter } from '@vitrina/contracts/auth';
import { messages } from '@vitrina/contracts/messages';
import { AppError } from '../../errors/app-error';
import type { RateLimiter } from '../../infra/rate-limits/rate-limiter';
import type { AccountDeps } from './account-deps';
import type { DeliveryService } from '../delivery/delivery.service';
import { EMAIL_LETTER_KINDS, queueLinkLetter } from './account-messages';
import { spendUserToken } from './user-tokens';
import { confirmEmail, emailTaken, findUserByEmail, normalizeEmail } from './users.repository';

/**
 * Confirmation of the account's e-mail. A new address takes effect only when its link is
 * followed; until then the account keeps, and signs in with, the old one.
 */
interface EmailConfirmationDeps extends AccountDeps {
  delivery: Pick<DeliveryService, 'enqueue' | 'nudge' | 'newestOfKinds'>;
  rateLimiter: Pick<RateLimiter, 'hit'>;
}

export function createEmailConfirmationService({
  db,
  now,
  delivery,
  rateLimiter,
  userChanged,
}: EmailConfirmationDeps) {
  return {
    /**
     * Queues the link for `address`: a new address to switch to, or the current one again. The
     * answer does not wait for SMTP; the profile shows what became of the letter (lastLetter).
     */
    async request(userId: number, address: string) {
      const email = normalizeEmail(address);
      const holder = await findUserByEmail(db, email);
      if (holder && holder.id !== userId) throw emailTaken();
      await rateLimiter.hit('emailLettersPerAccount', String(userId));
      const newEmail = holder ? null : email;
      await db.transaction(async (tx) => {
        const letter = newEmail ? 'emailChange' : 'emailConfirmation';
        await queueLinkLetter(tx, delivery, letter, { userId, to: email, newEmail, now: now() });
      });
      delivery.nudge();
    },

    /** The newest confirmation letter and what became of it; null before any. */
    async lastLetter(userId: number): Promise<EmailLetter | null> {
      const newest = await delivery.newestOfKinds(userId, EMAIL_LETTER_KINDS);
      if (!newest?.to) return null;
      const { to, queuedAt, status, error } = newest;
      return { to, queued_at: queuedAt.toISOString(), status, error };
    },

    /** Follows a letter's link; a new address another account took meanwhile is refused. */
    async confirm(token: string) {
      const userId = await db.transaction(async (tx) => {
        const spent = await spendUserToken(tx, token, 'EMAIL_VERIFY', now());
        if (!spent) throw new AppError('BAD_REQUEST', messages.auth.verifyTokenInvalid);
        await confirmEmail(tx, spent.userId, spent.newEmail);
        return spent.userId;
      });
      userChanged(userId);
    },
  };
}

export type EmailConfirmationService = ReturnType<typeof createEmailConfirmationService>;
