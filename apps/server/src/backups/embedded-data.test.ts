import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEmbeddedData, writeEmbeddedData } from './embedded-data';

const SCHEMA = `
  create table nodes (
    id int generated always as identity primary key,
    parent_id int references nodes(id),
    title text, data bytea, extra jsonb, seen timestamptz
  );
  create table leaves (id serial primary key, node_id int not null references nodes(id));`;

/** Rows whose text needs COPY's escapes, and a parent that comes after its child. */
const ROWS = `
  insert into nodes (title, data, extra, seen) values
    (E'tab\\there, new\\nline, back\\\\slash', '\\x00ff', '{"quote": "\\"", "ru": "Ёлка"}', '2026-11-29T10:00:00Z'),
    (null, null, null, null),
    ('Родитель', null, '[]', null);
  update nodes set parent_id = 3 where id = 1;
  insert into leaves (node_id) values (1), (3);`;

const everything = async (client: PGlite) => ({
  nodes: (await client.query('select * from nodes order by id')).rows,
  leaves: (await client.query('select * from leaves order by id')).rows,
});

describe('the data script of the embedded database', () => {
  let folder: string;
  const source = new PGlite();
  const target = new PGlite();

  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'vitrina-script-'));
    await source.exec(SCHEMA + ROWS);
    await target.exec(SCHEMA);
  });

  afterAll(async () => {
    await Promise.all([source.close(), target.close()]);
    await rm(folder, { recursive: true, force: true });
  });

  it('carries every value, a child before its parent and the sequences’ next numbers', async () => {
    const script = join(folder, 'data.sql');

    const counts = await writeEmbeddedData(source, script);
    await loadEmbeddedData(target, script);

    expect(counts).toEqual({ nodes: 3, leaves: 2 });
    expect(await everything(target)).toEqual(await everything(source));
    const next = await target.query<{ id: number }>(
      `insert into nodes (title) values ('next') returning id`,
    );
    expect(next.rows[0]?.id).toBe(4);
  });

  it('loads what pg_restore writes: its \\restrict lines, settings and COPY blocks in chunks', async () => {
    const rows = Array.from(
      { length: 45_000 },
      (_, index) => `${index + 1}\t\\N\tузел ${index}\t\\N\t\\N\t\\N`,
    );
    const script = join(folder, 'pg-restore.sql');
    await writeFile(
      script,
      [
        '--',
        '-- PostgreSQL database dump',
        '--',
        '\\restrict AbCdEf123',
        'SET statement_timeout = 0;',
        "SELECT pg_catalog.set_config('search_path', '', false);",
        'COPY public.nodes (id, parent_id, title, data, extra, seen) FROM stdin;',
        ...rows,
        '\\.',
        '',
        "SELECT pg_catalog.setval('public.nodes_id_seq', 45000, true);",
        '\\unrestrict AbCdEf123',
        '',
      ].join('\n'),
    );
    const empty = new PGlite();
    await empty.exec(SCHEMA);

    await loadEmbeddedData(empty, script);

    const loaded = await empty.query<{ rows: number; last: string }>(
      'select count(*)::int as rows, max(title) filter (where id = 45000) as last from public.nodes',
    );
    expect(loaded.rows[0]).toEqual({ rows: 45_000, last: 'узел 44999' });
    await empty.close();
  });

  it('refuses a script with a meta-command it does not know, loading nothing', async () => {
    const script = join(folder, 'shell.sql');
    const copied = await readFile(join(folder, 'data.sql'), 'utf8');
    await writeFile(script, `\\! rm -rf /\n${copied}`);
    const empty = new PGlite();
    await empty.exec(SCHEMA);

    await expect(loadEmbeddedData(empty, script)).rejects.toThrow(
      'Not a data script: \\! rm -rf /',
    );
    expect((await empty.query('select * from nodes')).rows).toEqual([]);
    await empty.close();
  });

  it('gives the foreign keys back, refusing rows that break them', async () => {
    const script = join(folder, 'orphan.sql');
    await writeFile(script, 'COPY public.leaves (id, node_id) FROM stdin;\n1\t99\n\\.\n');
    const empty = new PGlite();
    await empty.exec(SCHEMA);

    await expect(loadEmbeddedData(empty, script)).rejects.toThrow(/foreign key/);
    expect((await empty.query('select * from leaves')).rows).toEqual([]);
    const constraints = await empty.query(`select conname from pg_constraint where contype = 'f'`);
    expect(constraints.rows).toHaveLength(2);
    await empty.close();
  });
});
