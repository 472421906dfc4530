import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { pgSchema, text } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../logger';
import { createTestDatabase } from '../testing/test-database';
import type { Database } from './client';
import { refreshTokens, users } from './schema';

const columns = pgSchema('information_schema').table('columns', {
  tableSchema: text('table_schema'),
  tableName: text('table_name'),
  columnName: text('column_name'),
});

describe('the migrations', () => {
  let database: Database;

  beforeAll(async () => {
    database = await createTestDatabase(createLogger('silent'));
  });

  afterAll(async () => {
    await database.close();
  });

  async function columnsOf(tableName: string): Promise<string[]> {
    const rows = await database.db
      .select({ name: columns.columnName })
      .from(columns)
      .where(and(eq(columns.tableSchema, 'public'), eq(columns.tableName, tableName)));
    return rows.map((row) => row.name ?? '').sort();
  }

  it('create the users table', async () => {
    expect(await columnsOf('users')).toEqual(
      [
        'id',
        'email',
        'password_hash',
        'is_email_confirmed',
        'first_name',
        'last_name',
        'data_birth',
        'gender',
        'created_at',
        'updated_at',
      ].sort(),
    );
  });

  it('create the refresh_tokens table', async () => {
    expect(await columnsOf('refresh_tokens')).toEqual(
      [
        'id',
        'user_id',
        'family_id',
        'token_hash',
        'expires_at',
        'rotated_at',
        'revoked_at',
        'created_at',
      ].sort(),
    );
  });

  it('give a new user the defaults and refuse an e-mail that is not in lower case', async () => {
    const [user] = await database.db
      .insert(users)
      .values({ email: 'merchant@example.ru', passwordHash: 'hash' })
      .returning();

    expect(user).toMatchObject({
      id: expect.any(Number),
      isEmailConfirmed: false,
      gender: 'NOT_SPECIFIED',
    });
    await expect(
      database.db.insert(users).values({ email: 'Merchant@Example.ru', passwordHash: 'hash' }),
    ).rejects.toThrow();
  });

  it('delete the refresh tokens of a deleted user', async () => {
    const [user] = await database.db
      .insert(users)
      .values({ email: 'leaving@example.ru', passwordHash: 'hash' })
      .returning({ id: users.id });
    const userId = user?.id ?? 0;
    await database.db.insert(refreshTokens).values({
      userId,
      familyId: randomUUID(),
      tokenHash: 'token-hash',
      expiresAt: new Date(Date.now() + 60_000),
    });

    await database.db.delete(users).where(eq(users.id, userId));

    expect(
      await database.db.select().from(refreshTokens).where(eq(refreshTokens.userId, userId)),
    ).toEqual([]);
  });
});
