import { rm } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { asc } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pgliteExtensions } from './pglite';
import { migrationsBefore, migrationsFolder } from '../testing/earlier-release';
import { refreshTokens } from './schema';

describe('upgrading refresh tokens made before each named the token it was rotated from', () => {
  const client = new PGlite({ extensions: pgliteExtensions });
  const db = drizzle(client);
  let earlierRelease: string;

  beforeAll(async () => {
    earlierRelease = await migrationsBefore('0004_refresh_token_successors');
  });

  afterAll(async () => {
    await client.close();
    await rm(earlierRelease, { recursive: true, force: true });
  });

  it("links every token of a session to the one before it, and a sign-in's first to none", async () => {
    await migrate(db, { migrationsFolder: earlierRelease });
    // The earlier schema, in plain SQL: the current one names a column it lacks.
    await client.exec(`
      INSERT INTO users (email, password_hash) VALUES ('old@shop.example.ru', 'x');
      INSERT INTO sessions (id, user_id, expires_at) VALUES
        ('00000000-0000-4000-8000-00000000000a', 1, now() + interval '1 day'),
        ('00000000-0000-4000-8000-00000000000b', 1, now() + interval '1 day');
      INSERT INTO refresh_tokens (session_id, token_hash, rotated_at) VALUES
        ('00000000-0000-4000-8000-00000000000a', 'a1', now()),
        ('00000000-0000-4000-8000-00000000000b', 'b1', NULL),
        ('00000000-0000-4000-8000-00000000000a', 'a2', now()),
        ('00000000-0000-4000-8000-00000000000a', 'a3', NULL);
    `);

    await migrate(db, { migrationsFolder });

    const rows = await db
      .select({
        id: refreshTokens.id,
        hash: refreshTokens.tokenHash,
        parentId: refreshTokens.parentId,
      })
      .from(refreshTokens)
      .orderBy(asc(refreshTokens.id));
    const idOf = (hash: string) => rows.find((row) => row.hash === hash)?.id;
    expect(rows.map(({ hash, parentId }) => [hash, parentId])).toEqual([
      ['a1', null],
      ['b1', null],
      ['a2', idOf('a1')],
      ['a3', idOf('a2')],
    ]);
  });
});
