import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLogger } from '../logger';
import { createDatabase } from './client';
import { describePostgresUrl } from './postgres';
import { users } from './schema';

const logger = createLogger('silent');

describe('createDatabase', () => {
  let dataDir: string;

  beforeEach(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'vitrina-db-'));
  });

  afterEach(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('keeps the embedded database in DATA_DIR/pglite across restarts', async () => {
    const first = await createDatabase({ databaseUrl: undefined, dataDir }, logger);
    await first.migrate();
    await first.db.insert(users).values({ email: 'kept@example.ru', passwordHash: 'hash' });
    await first.close();

    const second = await createDatabase({ databaseUrl: undefined, dataDir }, logger);
    await second.migrate();
    const rows = await second.db.select({ email: users.email }).from(users);
    await second.close();

    expect(second.description).toBe(`embedded PGlite at ${join(dataDir, 'pglite')}`);
    expect(rows).toEqual([{ email: 'kept@example.ru' }]);
  });

  it.runIf(process.env.TEST_DATABASE_URL)(
    'connects to the PostgreSQL of DATABASE_URL',
    async () => {
      const url = new URL(process.env.TEST_DATABASE_URL ?? '');
      url.password = 'not-shown';
      const database = await createDatabase({ databaseUrl: url.toString(), dataDir }, logger);

      await expect(database.db.execute(sql`select 1`)).resolves.toBeDefined();
      await database.close();
      expect(database.description).toMatch(/^PostgreSQL at /);
      expect(database.description).not.toContain('not-shown');
    },
  );
});

describe('describePostgresUrl', () => {
  it.each([
    ['postgres://vitrina:secret@db.internal:6543/shop', 'PostgreSQL at db.internal:6543/shop'],
    ['postgresql://vitrina@localhost/vitrina', 'PostgreSQL at localhost:5432/vitrina'],
  ])('shows %s without credentials', (url, description) => {
    expect(describePostgresUrl(url)).toBe(description);
  });
});
