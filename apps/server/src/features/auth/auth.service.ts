import type { ChangePasswordBody, LoginForm, RegisterBody } from '@vitrina/contracts/auth';
import { messages } from '@vitrina/contracts/messages';
import { AppError, NotFoundError } from '../../errors/app-error';
import type { FeatureDeps } from '../feature-routes';
import { emailConfirmationLetter } from './account-letters';
import { hashPassword, verifyPassword } from './passwords';
import { createSessionService, type IssuedTokens } from './session.service';
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

/** Accounts: existence check, sign-up, sign-in and the password change of the profile. */
export function createAuthService(deps: FeatureDeps) {
  const { db, now, mailer, rateLimiter, config } = deps;
  const sessions = createSessionService(deps);

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
      mailer.send(emailConfirmationLetter(config.publicUrl, email, verifyToken));
      return tokens;
    },

    /**
     * Every attempt counts against the account's limit up front, so parallel guesses cannot slip
     * past it; a successful one is given back, leaving failures only.
     */
    async login({ username, password }: LoginForm): Promise<IssuedTokens> {
      const email = normalizeEmail(username);
      rateLimiter.hit('failedLoginsPerAccount', email);
      const user = await findUserByEmail(db, email);
      const valid = await verifyPassword(user?.passwordHash, password);
      if (!user || !valid) throw new AppError('UNAUTHORIZED', messages.auth.invalidCredentials);
      rateLimiter.refund('failedLoginsPerAccount', email);
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
