import type { ChangePasswordBody, ProfileUpdate, User as UserBody } from '@vitrina/contracts/auth';
import type { User } from '../../db/schema';
import { NotFoundError } from '../../errors/app-error';
import type { Db } from '../../db/client';
import type { AuthService } from '../auth/auth.service';
import type { EmailConfirmationService } from '../auth/email-confirmation.service';
import { prepareFindUser, updateProfile, type ProfileChanges } from './profile.repository';
import type { UserCache } from './user-cache';

/** The API's snake_case user (spec §3) from a row. */
function toUserBody(user: User): UserBody {
  return {
    id: user.id,
    email: user.email,
    is_email_confirmed: user.isEmailConfirmed,
    profile: {
      first_name: user.firstName,
      last_name: user.lastName,
      data_birth: user.dataBirth,
      gender: user.gender,
    },
  };
}

/** Only the fields the call names are changed. */
function toProfileChanges(update: ProfileUpdate): ProfileChanges {
  return {
    ...(update.first_name !== undefined && { firstName: update.first_name }),
    ...(update.last_name !== undefined && { lastName: update.last_name }),
    ...(update.data_birth !== undefined && { dataBirth: update.data_birth }),
    ...(update.gender !== undefined && { gender: update.gender }),
  };
}

interface ProfileDeps {
  db: Db;
  auth: Pick<AuthService, 'changePassword'>;
  emailConfirmation: Pick<EmailConfirmationService, 'request' | 'lastLetter'>;
  userCache: Pick<UserCache, 'read' | 'changed'>;
}

/** The signed-in user's own account: every call acts on the caller's id only. */
export function createProfileService({ db, auth, emailConfirmation, userCache }: ProfileDeps) {
  const findUser = prepareFindUser(db);
  const readUser = async (userId: number) => {
    const user = await findUser(userId);
    return user && toUserBody(user);
  };

  /** From the process's cache: every console page asks for it, and its row seldom changes. */
  async function get(userId: number): Promise<UserBody> {
    const user = await userCache.read(userId, () => readUser(userId));
    if (!user) throw new NotFoundError();
    return user;
  }

  return {
    get,

    async update(userId: number, update: ProfileUpdate): Promise<UserBody> {
      const changes = toProfileChanges(update);
      if (Object.keys(changes).length === 0) return get(userId);
      const user = await updateProfile(db, userId, changes);
      if (!user) throw new NotFoundError();
      userCache.changed(userId);
      return toUserBody(user);
    },

    /** The address changes when the letter's link is followed; the answer shows the old one. */
    async changeEmail(userId: number, email: string): Promise<UserBody> {
      await emailConfirmation.request(userId, email);
      return get(userId);
    },

    /** What became of the newest letter confirming the e-mail, for the profile to tell. */
    emailLetter: (userId: number) => emailConfirmation.lastLetter(userId),

    changePassword(userId: number, sessionId: string, body: ChangePasswordBody) {
      return auth.changePassword({ userId, sessionId, body });
    },
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;
