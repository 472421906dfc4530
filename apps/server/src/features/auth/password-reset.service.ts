import type { PasswordApplyForm } from '@vitrina/contracts/auth';
import { messages } from '@vitrina/contracts/messages';
import { AppError } from '../../errors/app-error';
import type { RateLimiter } from '../../infra/rate-limits/rate-limiter';
import type { AccountDeps } from './account-deps';
import { queueLinkLetter } from './account-messages';
import type { Passwords } from './passwords';
import type { SessionService } from './session.service';
import { spendUserToken } from './user-tokens';
import { findUserByEmail, normalizeEmail, setPasswordHash } from './users.repository';

interface PasswordResetDeps extends AccountDeps {
  rateLimiter: Pick<RateLimiter, 'hit'>;
  sessions: Pick<SessionService, 'revokeAll'>;
  passwords: Pick<Passwords, 'hash'>;
}

/** Recovery of a forgotten password through a letter with a single-use link. */
export function createPasswordResetService({
  db,
  now,
  delivery,
  rateLimiter,
  sessions,
  passwords,
  userChanged,
}: PasswordResetDeps) {
  return {
    /**
     * Sends the reset letter when the address has an account. The caller learns nothing either
     * way: the answer is the same, and the per-address limit counts unknown addresses as well.
     */
    async request(address: string) {
      const email = normalizeEmail(address);
      await rateLimiter.hit('resetLettersPerAccount', email);
      const user = await findUserByEmail(db, email);
      if (!user) return;
      // Queued, never awaited: an answer that waited for SMTP would come later for an account
      // than for an unknown address, and its failure must not change the answer either.
      await db.transaction(async (tx) => {
        const to = user.email;
        await queueLinkLetter(tx, delivery, 'passwordReset', { userId: user.id, to, now: now() });
      });
      delivery.nudge();
    },

    /** Sets the new password and signs the account out everywhere. */
    async apply({ token, password }: PasswordApplyForm) {
      const passwordHash = await passwords.hash(password);
      const userId = await db.transaction(async (tx) => {
        const spent = await spendUserToken(tx, token, 'PASSWORD_RESET', now());
        if (!spent) throw new AppError('BAD_REQUEST', messages.auth.resetTokenInvalid);
        await setPasswordHash(tx, spent.userId, passwordHash);
        await sessions.revokeAll(tx, spent.userId);
        return spent.userId;
      });
      userChanged(userId);
    },
  };
}

export type PasswordResetService = ReturnType<typeof createPasswordResetService>;
