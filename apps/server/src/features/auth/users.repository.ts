import { messages } from '@vitrina/contracts/messages';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users, type User } from '../../db/schema';
import { isUniqueViolation } from '../../db/unique-violation';
import { AppError } from '../../errors/app-error';

/** Addresses are kept in lower case (decision 0007); look-ups and rate-limit keys use it too. */
export const normalizeEmail = (address: string) => address.toLowerCase();

export const emailTaken = () => new AppError('BAD_REQUEST', messages.auth.emailTaken);

/** Another account holds the address: a race past any earlier check ends here too. */
function rethrowIfEmailTaken(error: unknown): never {
  throw isUniqueViolation(error, 'users_email_unique') ? emailTaken() : error;
}

export async function findUserByEmail(db: Db, email: string): Promise<User | undefined> {
  const [user] = await db.select().from(users).where(eq(users.email, email));
  return user;
}

export async function findUserById(db: Db, id: number): Promise<User | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, id));
  return user;
}

export async function findPasswordHash(db: Db, userId: number): Promise<string | undefined> {
  const [user] = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId));
  return user?.passwordHash;
}

export async function insertUser(db: Db, email: string, passwordHash: string): Promise<User> {
  const [user] = await db
    .insert(users)
    .values({ email, passwordHash })
    .returning()
    .catch(rethrowIfEmailTaken);
  if (!user) throw new Error('INSERT … RETURNING gave no row');
  return user;
}

export async function setPasswordHash(db: Db, userId: number, passwordHash: string) {
  await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
}

/** Marks the e-mail confirmed, switching to `newEmail` first when the token carried one. */
export async function confirmEmail(db: Db, userId: number, newEmail: string | null) {
  await db
    .update(users)
    .set({ isEmailConfirmed: true, ...(newEmail === null ? {} : { email: newEmail }) })
    .where(eq(users.id, userId))
    .catch(rethrowIfEmailTaken);
}
