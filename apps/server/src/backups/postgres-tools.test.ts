import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findTool, libpqEnvironment, MissingToolError, runTool } from './postgres-tools';

describe("PostgreSQL's client tools", () => {
  it('are found on the PATH, the first folder that has them winning', async () => {
    const [first, second] = await Promise.all(
      [1, 2].map(() => mkdtemp(join(tmpdir(), 'vitrina-path-'))),
    );
    for (const folder of [first!, second!]) {
      await writeFile(join(folder, 'pg_dump'), '#!/bin/sh\n');
      await chmod(join(folder, 'pg_dump'), 0o755);
    }

    expect(findTool('pg_dump', `/nowhere:${second}:${first}`)).toBe(join(second!, 'pg_dump'));
    await Promise.all([first, second].map((folder) => rm(folder!, { recursive: true })));
  });

  it('missing, say what to install', () => {
    expect(() => findTool('pg_dump', '/nowhere')).toThrow(MissingToolError);
    expect(() => findTool('pg_dump', '/nowhere')).toThrow(
      /^pg_dump was not found on the PATH\..*apt-get install postgresql-client/,
    );
  });

  it("connect by libpq's variables, keeping the password out of the arguments", () => {
    expect(
      libpqEnvironment('postgres://shop%40owner:p%40ss@db.example:6543/vitrina?sslmode=require'),
    ).toEqual({
      PGHOST: 'db.example',
      PGPORT: '6543',
      PGDATABASE: 'vitrina',
      PGUSER: 'shop@owner',
      PGPASSWORD: 'p@ss',
      PGSSLMODE: 'require',
    });
    expect(libpqEnvironment('postgresql://127.0.0.1/test')).toEqual({
      PGHOST: '127.0.0.1',
      PGPORT: '5432',
      PGDATABASE: 'test',
    });
  });

  it('failing, report what the tool said', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'vitrina-path-'));
    await writeFile(
      join(folder, 'psql'),
      '#!/bin/sh\necho "FATAL: no such database" >&2\nexit 2\n',
    );
    await chmod(join(folder, 'psql'), 0o755);
    const path = process.env.PATH;
    process.env.PATH = folder;
    try {
      await expect(runTool('psql', [])).rejects.toThrow(
        'psql failed (exit 2): FATAL: no such database',
      );
    } finally {
      process.env.PATH = path;
      await rm(folder, { recursive: true });
    }
  });
});
