// Opening the embedded archive (lib/archive/db-embedded.ts): a new folder is
// created by a child process, so that initdb's seconds of work and its
// WebAssembly memory end with that child instead of staying in the server;
// Postgres's page cache inside PGlite is kept small; and statements run on
// the archive's own thread, never on the event loop that answers readers.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, it, vi } from 'vitest';

// Creating a folder (initdb) takes seconds of a core, more on a busy machine.
vi.setConfig({ testTimeout: 90_000 });
import { embeddedDb, initializeApart } from '@/lib/archive/db-embedded';
import { copyFreshArchive } from '../support/pglite-template';

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
  // initdb in this process grows it by ~600 MB that it never gives back; half of that tells the two apart
  // (a worker of the full suite, its heap not yet collected, was seen 164 MB up while the child worked).
  expect(process.memoryUsage().rss - before).toBeLessThan(300 * 1024 * 1024);
  expect(ticks).toBeGreaterThan(10);
});

it('opens the folder with a small page cache, and keeps what was written', async () => {
  // A fresh folder, copied: its creation is the test above.
  const target = copyFreshArchive(path.join(dir, 'kept'));
  const db = await embeddedDb(target);
  expect(await db.query<{ shared_buffers: string }>('SHOW shared_buffers')).toEqual([{ shared_buffers: '8MB' }]);
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

it("runs statements on the archive's thread: the event loop keeps turning through a long one", async () => {
  const db = await embeddedDb(path.join(dir, 'kept'));
  const warn = console.warn;
  console.warn = () => {};
  let ticks = 0;
  const ticker = setInterval(() => ticks++, 20);
  try {
    await db.query('SELECT pg_sleep(1)');
  } finally {
    clearInterval(ticker);
    console.warn = warn;
    await db.close();
  }
  // In the server's own thread, PGlite held it for the whole second: no tick at all.
  expect(ticks).toBeGreaterThan(20);
});

it('keeps a transaction to itself, rolls it back when its work fails, and reports SQL errors with their code', async () => {
  const db = await embeddedDb(path.join(dir, 'kept'));
  try {
    await db.query('CREATE TABLE IF NOT EXISTS u (n int PRIMARY KEY)');
    await expect(
      db.transaction(async (tx) => {
        await tx.query('INSERT INTO u VALUES (1)');
        throw new Error('work failed');
      }),
    ).rejects.toThrow('work failed');
    expect(await db.query('SELECT n FROM u')).toEqual([]);
    const order: string[] = [];
    const tx = db.transaction(async (t) => {
      await t.query('INSERT INTO u VALUES (2)');
      await new Promise((r) => setTimeout(r, 100));
      order.push('transaction');
      return 'done';
    });
    const outside = db.query('SELECT count(*)::int AS n FROM u').then((rows) => {
      order.push('outside');
      return rows;
    });
    expect(await tx).toBe('done');
    // The statement outside waited for the commit, and saw it.
    expect(await outside).toEqual([{ n: 1 }]);
    expect(order).toEqual(['transaction', 'outside']);
    await expect(db.query('INSERT INTO u VALUES (2)')).rejects.toMatchObject({ code: '23505' });
  } finally {
    await db.close();
  }
});

it("tells its own memory: PGlite's WebAssembly memory and its thread's heap, apart from the server's", async () => {
  const db = await embeddedDb(path.join(dir, 'kept'));
  try {
    for (let i = 0; i < 50 && !db.memory?.(); i++) await new Promise((r) => setTimeout(r, 20));
    const memory = db.memory?.();
    // Postgres's page cache alone is 8 MB of it.
    expect(memory?.wasmBytes).toBeGreaterThan(8 * 1024 * 1024);
    expect(memory?.heapBytes).toBeGreaterThan(0);
  } finally {
    await db.close();
  }
  expect(db.memory?.()).toBeNull();
});
