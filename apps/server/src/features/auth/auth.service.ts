import type { ChangePasswordBody, LoginForm, RegisterBody } from '@vitrina/contracts/auth';
import { messages } from '@vitrina/contracts/messages';
import { AppError, NotFoundError } from '../../errors/app-error';
import type { RateLimiter } from '../../infra/rate-limits/rate-limiter';
import type { AccountDeps } from './account-deps';
import { emailConfirmationLetter } from './account-letters';
import { hashPassword, verifyPassword } from './passwords';
import type { IssuedTokens, SessionService } from './session.service';
import { issueUserToken } from './user-tokens';
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

interface AuthDeps extends AccountDeps {
  rateLimiter: RateLimiter;
  sessions: Pick<SessionService, 'start' | 'revokeAll'>;
}

/** Accounts: existence check, sign-up, sign-in and the password change of the profile. */
export function createAuthService({ db, now, mailer, rateLimiter, publicUrl, sessions }: AuthDeps) {
  return {
    async emailExists(address: string): Promise<boolean> {
      return (await findUserByEmail(db, normalizeEmail(address))) !== undefined;
    },

    /** Creates the account signed in, and sends the letter that confirms its e-mail. */
    async register({ email: address, password }: RegisterBody): Promise<IssuedTokens> {
      const email = normalizeEmail(address);
      const passwordHash = await hashPassword(password);
      const { tokens, verifyToken } = await db.transaction(async (tx) => {
        const user = await insertUser(tx, email, passwordHash);
        const verifyToken = await issueUserToken(tx, {
          userId: user.id,
          purpose: 'EMAIL_VERIFY',
          now: now(),
        });
        return { tokens: await sessions.start(user.id, tx), verifyToken };
      });
      mailer.send(emailConfirmationLetter(publicUrl, email, verifyToken));
      return tokens;
    },

    /**
     * Every attempt counts against the account's limit up front, so parallel guesses cannot slip
     * past it; a successful one is given back, leaving failures only.
     */
    async login({ username, password }: LoginForm): Promise<IssuedTokens> {
      const email = normalizeEmail(username);
      await rateLimiter.hit('failedLoginsPerAccount', email);
      const user = await findUserByEmail(db, email);
      const valid = await verifyPassword(user?.passwordHash, password);
      if (!user || !valid) throw new AppError('UNAUTHORIZED', messages.auth.invalidCredentials);
      await rateLimiter.refund('failedLoginsPerAccount', email);
      return sessions.start(user.id);
    },

    /** Checks the current password, sets the new one and signs out every other session. */
    async changePassword({ userId, sessionId, body }: PasswordChange) {
      const currentHash = await findPasswordHash(db, userId);
      if (currentHash === undefined) throw new NotFoundError();
      if (!(await verifyPassword(currentHash, body.password))) {
        throw new AppError('BAD_REQUEST', messages.profile.wrongCurrentPassword);
      }
      const passwordHash = await hashPassword(body.new_password);
      await db.transaction(async (tx) => {
        await setPasswordHash(tx, userId, passwordHash);
        await sessions.revokeAll(tx, userId, sessionId);
      });
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
