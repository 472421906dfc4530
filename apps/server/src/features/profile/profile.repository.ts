import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users, type NewUser, type User } from '../../db/schema';

export type ProfileChanges = Partial<
  Pick<NewUser, 'firstName' | 'lastName' | 'dataBirth' | 'gender'>
>;

export async function findUser(db: Db, id: number): Promise<User | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, id));
  return user;
}

export async function updateProfile(
  db: Db,
  id: number,
  changes: ProfileChanges,
): Promise<User | undefined> {
  const [user] = await db.update(users).set(changes).where(eq(users.id, id)).returning();
  return user;
}
