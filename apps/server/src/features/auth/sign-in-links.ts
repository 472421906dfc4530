import { messages } from '@vitrina/contracts/messages';
import { AppError, TooManyRequestsError } from '../../errors/app-error';
import type { RateLimiter } from '../../infra/rate-limits/rate-limiter';
import type { AccountDeps } from './account-deps';
import { queueLinkLetter } from './account-messages';
import type { DeviceTokens } from './device-tokens';
import type { IssuedTokens, SessionService } from './session.service';
import { spendUserToken } from './user-tokens';
import { findUserByEmail, findUserById } from './users.repository';

interface SignInLinksDeps extends Pick<AccountDeps, 'db' | 'now' | 'delivery'> {
  rateLimiter: Pick<RateLimiter, 'hit'>;
  sessions: Pick<SessionService, 'start'>;
  deviceTokens: DeviceTokens;
}

/**
 * The way back into an account that strangers' failed sign-ins have locked (decision 52): its
 * owner gets a letter with a one-time link that signs in at once, whatever the lock, and makes
 * the browser a known device, which the lock spares from then on.
 */
export function createSignInLinks(deps: SignInLinksDeps) {
  const { db, now, delivery, rateLimiter, sessions, deviceTokens } = deps;

  /** Whether the letter may go: one per lock-out window; a refusal is no error of the caller's. */
  async function letterAllowed(email: string): Promise<boolean> {
    try {
      await rateLimiter.hit('signInLettersPerAccount', email);
      return true;
    } catch (error) {
      if (error instanceof TooManyRequestsError) return false;
      throw error;
    }
  }

  return {
    /** Mails the owner of `email`, if it has an account, the link that signs in at once. */
    async offer(email: string) {
      const user = await findUserByEmail(db, email);
      if (!user || !(await letterAllowed(email))) return;
      await db.transaction(async (tx) => {
        const to = user.email;
        await queueLinkLetter(tx, delivery, 'signInLink', { userId: user.id, to, now: now() });
      });
      delivery.nudge();
    },

    /** Signs in by a letter's link, once; the browser gets the account's device cookie. */
    async signIn(token: string): Promise<IssuedTokens & { deviceToken: string }> {
      const signedIn = await db.transaction(async (tx) => {
        const spent = await spendUserToken(tx, token, 'SIGN_IN', now());
        const user = spent && (await findUserById(tx, spent.userId));
        if (!user) throw new AppError('BAD_REQUEST', messages.auth.signInLinkInvalid);
        return { tokens: await sessions.start(user.id, tx), email: user.email };
      });
      return { ...signedIn.tokens, deviceToken: deviceTokens.issue(signedIn.email) };
    },
  };
}

export type SignInLinks = ReturnType<typeof createSignInLinks>;
