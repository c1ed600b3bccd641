// Opening the embedded archive (lib/archive/db-embedded.ts): a new folder is
// created by a child process, so that initdb's seconds of work and its
// WebAssembly memory end with that child instead of staying in the server;
// and Postgres's page cache inside PGlite is kept small.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { embeddedDb, initializeApart } from '@/lib/archive/db-embedded';

const dir = mkdtempSync(path.join(tmpdir(), 'macrodesk-embedded-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

it('creates a new folder in a child process: this process neither runs initdb nor keeps its memory', async () => {
  const target = path.join(dir, 'fresh');
  const before = process.memoryUsage().rss;
  // Timers keep firing while the child works: the event loop is free.
  let ticks = 0;
  const ticker = setInterval(() => ticks++, 20);
  await initializeApart(target);
  clearInterval(ticker);
  expect(existsSync(path.join(target, 'PG_VERSION'))).toBe(true);
  // initdb in this process grows it by ~600 MB that it never gives back.
  expect(process.memoryUsage().rss - before).toBeLessThan(150 * 1024 * 1024);
  expect(ticks).toBeGreaterThan(10);
});

it('opens the folder with a small page cache, and keeps what was written', async () => {
  const target = path.join(dir, 'kept');
  const db = await embeddedDb(target);
  expect(await db.query<{ shared_buffers: string }>('SHOW shared_buffers')).toEqual([{ shared_buffers: '16MB' }]);
  await db.query('CREATE TABLE t (n int)');
  await db.query('INSERT INTO t VALUES (1), (2)');
  await db.close();
  const again = await embeddedDb(target);
  expect(await again.query<{ n: number }>('SELECT count(*)::int AS n FROM t')).toEqual([{ n: 2 }]);
  await again.close();
});

it('logs a statement that held the archive a second or more, without its parameters', async () => {
  const db = await embeddedDb(path.join(dir, 'kept'));
  const lines: string[] = [];
  const warn = console.warn;
  console.warn = (line: string) => lines.push(line);
  try {
    await db.query('SELECT pg_sleep(1.1), $1::text AS secret', ['do-not-log-me']);
    await db.query('SELECT 1');
  } finally {
    console.warn = warn;
    await db.close();
  }
  expect(lines).toHaveLength(1);
  expect(JSON.parse(lines[0])).toMatchObject({ event: 'archive.slow_statement', sql: 'SELECT pg_sleep(1.1), $1::text AS secret' });
  expect(lines[0]).not.toContain('do-not-log-me');
});
