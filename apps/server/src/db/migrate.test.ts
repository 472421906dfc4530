import { and, eq } from 'drizzle-orm';
import { pgSchema, text } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../logger';
import { createTestDatabase } from '../testing/test-database';
import type { Database } from './client';
import { refreshTokens, sessions, users, userTokens } from './schema';

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

  it.each([
    ['sessions', ['id', 'user_id', 'created_at', 'expires_at', 'revoked_at']],
    ['refresh_tokens', ['id', 'session_id', 'token_hash', 'parent_id', 'rotated_at', 'created_at']],
    [
      'user_tokens',
      [
        'id',
        'user_id',
        'purpose',
        'token_hash',
        'new_email',
        'expires_at',
        'used_at',
        'created_at',
      ],
    ],
  ])('create the %s table', async (table, expected) => {
    expect(await columnsOf(table)).toEqual([...expected].sort());
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

  it('delete the sessions, refresh tokens and letter tokens of a deleted user', async () => {
    const [user] = await database.db
      .insert(users)
      .values({ email: 'leaving@example.ru', passwordHash: 'hash' })
      .returning({ id: users.id });
    const userId = user?.id ?? 0;
    const expiresAt = new Date(Date.now() + 60_000);
    const [session] = await database.db
      .insert(sessions)
      .values({ userId, expiresAt })
      .returning({ id: sessions.id });
    const sessionId = session?.id ?? '';
    await database.db.insert(refreshTokens).values({ sessionId, tokenHash: 'refresh-hash' });
    await database.db
      .insert(userTokens)
      .values({ userId, purpose: 'PASSWORD_RESET', tokenHash: 'reset-hash', expiresAt });

    await database.db.delete(users).where(eq(users.id, userId));

    expect(await database.db.select().from(sessions).where(eq(sessions.userId, userId))).toEqual(
      [],
    );
    expect(
      await database.db.select().from(refreshTokens).where(eq(refreshTokens.sessionId, sessionId)),
    ).toEqual([]);
    expect(
      await database.db.select().from(userTokens).where(eq(userTokens.userId, userId)),
    ).toEqual([]);
  });
});
