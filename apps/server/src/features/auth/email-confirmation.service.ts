import { messages } from '@vitrina/contracts/messages';
import { AppError } from '../../errors/app-error';
import type { AccountDeps } from './account-deps';
import { emailChangeLetter, emailConfirmationLetter } from './account-letters';
import { issueUserToken, spendUserToken } from './user-tokens';
import { confirmEmail, emailTaken, findUserByEmail, normalizeEmail } from './users.repository';

/**
 * Confirmation of the account's e-mail. A new address takes effect only when its link is
 * followed; until then the account keeps, and signs in with, the old one.
 */
export function createEmailConfirmationService({
  db,
  now,
  mailer,
  publicUrl,
  userChanged,
}: AccountDeps) {
  return {
    /** Sends the link for `address`: a new address to switch to, or the current one again. */
    async request(userId: number, address: string) {
      const email = normalizeEmail(address);
      const holder = await findUserByEmail(db, email);
      if (holder && holder.id !== userId) throw emailTaken();
      const newEmail = holder ? null : email;
      const token = await db.transaction((tx) =>
        issueUserToken(tx, { userId, purpose: 'EMAIL_VERIFY', newEmail, now: now() }),
      );
      const letter = newEmail ? emailChangeLetter : emailConfirmationLetter;
      // The caller asked for this letter alone: one that did not go out fails the call, so the
      // merchant sees it and asks again (issuing the token voided the previous letter's link).
      const sent = await mailer.send(letter(publicUrl, email, token));
      if (!sent.delivered) throw new Error(`The confirmation letter was not sent: ${sent.reason}`);
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
