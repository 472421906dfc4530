import type { ChangePasswordBody, LoginForm, RegisterBody } from '@vitrina/contracts/auth';
import { messages } from '@vitrina/contracts/messages';
import { AppError, NotFoundError, TooManyRequestsError } from '../../errors/app-error';
import type { Db } from '../../db/client';
import type { RateLimiter, RateLimitName } from '../../infra/rate-limits/rate-limiter';
import type { AccountDeps } from './account-deps';
import { queueLinkLetter } from './account-messages';
import type { DeviceTokens } from './device-tokens';
import type { Passwords } from './passwords';
import type { IssuedTokens, SessionService } from './session.service';
import type { SignInLinks } from './sign-in-links';
import {
  findPasswordHash,
  findUserByEmail,
  insertUser,
  normalizeEmail,
  setPasswordHash,
} from './users.repository';

export interface PasswordChange {
  userId: number;
  /** The caller's own session, which stays signed in. */
  sessionId: string;
  body: ChangePasswordBody;
}

/** What a sign-in or sign-up hands out: the session's tokens and the browser's device token. */
export interface SignedIn extends IssuedTokens {
  deviceToken: string;
}

interface AuthDeps extends AccountDeps {
  rateLimiter: RateLimiter;
  sessions: Pick<SessionService, 'start' | 'revokeAll'>;
  deviceTokens: DeviceTokens;
  signInLinks: Pick<SignInLinks, 'offer'>;
  passwords: Passwords;
  /** Every account starts with a shop of its own (decision 57). */
  shops: { createOwnShop(tx: Db, userId: number): Promise<number> };
}

/** Accounts: existence check, sign-up, sign-in and the password change of the profile. */
export function createAuthService({
  db,
  now,
  delivery,
  rateLimiter,
  sessions,
  deviceTokens,
  signInLinks,
  passwords,
  shops,
  userChanged,
}: AuthDeps) {
  return {
    async emailExists(address: string): Promise<boolean> {
      return (await findUserByEmail(db, normalizeEmail(address))) !== undefined;
    },

    /**
     * Creates the account signed in, with the letter that confirms its e-mail queued in the same
     * transaction: the answer does not wait for SMTP, and a crash cannot lose the letter.
     */
    async register({ email: address, password }: RegisterBody): Promise<SignedIn> {
      const email = normalizeEmail(address);
      const passwordHash = await passwords.hash(password);
      const tokens = await db.transaction(async (tx) => {
        const user = await insertUser(tx, email, passwordHash);
        await shops.createOwnShop(tx, user.id);
        const letter = { userId: user.id, to: email, now: now() };
        await queueLinkLetter(tx, delivery, 'emailConfirmation', letter);
        return sessions.start(user.id, tx);
      });
      delivery.nudge();
      return { ...tokens, deviceToken: deviceTokens.issue(email) };
    },

    /**
     * Every attempt counts up front, so parallel guesses cannot slip past the limit; a successful
     * one is given back, leaving failures only. A browser presenting this account's device token
     * is counted under its own limit, so strangers' failures, which lock the account, spare it.
     * A browser the lock refuses is told that the owner has a letter to sign in by.
     */
    async login({ username, password }: LoginForm, presentedDevice?: string): Promise<SignedIn> {
      const email = normalizeEmail(username);
      const device = deviceTokens.deviceOf(presentedDevice, email);
      const [limit, key]: [RateLimitName, string] = device
        ? ['failedLoginsPerDevice', device]
        : ['failedLoginsPerAccount', email];
      await rateLimiter.hit(limit, key).catch(async (error: unknown) => {
        if (device || !(error instanceof TooManyRequestsError)) throw error;
        await signInLinks.offer(email);
        throw new TooManyRequestsError(error.retryAfterSeconds, messages.auth.lockedOut);
      });
      const user = await findUserByEmail(db, email);
      const valid = await passwords.verify(user?.passwordHash, password);
      if (!user || !valid) throw new AppError('UNAUTHORIZED', messages.auth.invalidCredentials);
      await rateLimiter.refund(limit, key);
      return { ...(await sessions.start(user.id)), deviceToken: deviceTokens.issue(email) };
    },

    /** Checks the current password, sets the new one and signs out every other session. */
    async changePassword({ userId, sessionId, body }: PasswordChange) {
      const currentHash = await findPasswordHash(db, userId);
      if (currentHash === undefined) throw new NotFoundError();
      if (!(await passwords.verify(currentHash, body.password))) {
        throw new AppError('BAD_REQUEST', messages.profile.wrongCurrentPassword);
      }
      const passwordHash = await passwords.hash(body.new_password);
      await db.transaction(async (tx) => {
        await setPasswordHash(tx, userId, passwordHash);
        await sessions.revokeAll(tx, userId, sessionId);
      });
      userChanged(userId);
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
