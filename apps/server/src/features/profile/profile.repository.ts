import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users, type NewUser, type User } from '../../db/schema';

export type ProfileChanges = Partial<
  Pick<NewUser, 'firstName' | 'lastName' | 'dataBirth' | 'gender'>
>;

/** A user by id, prepared once: the read of every console start (`GET /api/user/me`). */
export function prepareFindUser(db: Db): (id: number) => Promise<User | undefined> {
  const statement = db
    .select()
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .prepare('find_user');
  return async (id) => (await statement.execute({ id }))[0];
}

export async function updateProfile(
  db: Db,
  id: number,
  changes: ProfileChanges,
): Promise<User | undefined> {
  const [user] = await db.update(users).set(changes).where(eq(users.id, id)).returning();
  return user;
}
