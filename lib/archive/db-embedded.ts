import 'server-only';
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { Db, Lock } from './db';
import { takeEmbeddedLock, type EmbeddedLock } from './embedded-lock';

/**
 * PGlite in a data dir. It has a single session, so advisory locks there are
 * re-entrant; a data dir is opened by one process only (its lock,
 * lib/archive/embedded-lock.ts: rejects with ArchiveHeld while another
 * process holds it), and within it the held keys are tracked here, so "one
 * leader" holds on this backend too.
 */
/**
 * Postgres's page cache inside PGlite's memory (Postgres's default is 128 MB).
 * The archive's tables are small and its files sit in the system's file
 * cache anyway; every megabyte here is resident memory of the portal for
 * good, since WebAssembly memory never shrinks (docs/operations.md, "The
 * archive").
 */
const SHARED_BUFFERS = '16MB';

/**
 * A new data dir is created (initdb) in a child process: initdb takes
 * seconds of one core, during which PGlite holds the event loop, and leaves
 * its WebAssembly memory (~600 MB) resident for good. In a child, both end
 * with it. The child finds PGlite from the working directory; when it
 * cannot, the folder is created here as before.
 */
export async function initializeApart(dataDir: string): Promise<void> {
  if (existsSync(path.join(dataDir, 'PG_VERSION'))) return;
  const script = `const { PGlite } = await import('@electric-sql/pglite'); const db = await PGlite.create(process.argv[1]); await db.close();`;
  await new Promise<void>((resolve) => {
    execFile(process.execPath, ['--input-type=module', '-e', script, dataDir], { timeout: 120_000 }, (error) => {
      if (error) console.warn(`[archive] could not create the archive's folder in a child process, creating it here: ${error.message.split('\n')[0]}`);
      resolve();
    });
  });
}

/** A statement slower than this is logged: PGlite runs on the main thread, so it held every reader. */
const SLOW_STATEMENT_MS = 1000;

/** Runs a statement; one log line when it took SLOW_STATEMENT_MS or more (its first words, never its parameters). */
async function timed<T>(sql: string, run: () => Promise<T>): Promise<T> {
  const started = Date.now();
  try {
    return await run();
  } finally {
    const ms = Date.now() - started;
    if (ms >= SLOW_STATEMENT_MS) {
      console.warn(JSON.stringify({ level: 'warn', event: 'archive.slow_statement', ms, sql: sql.replace(/\s+/g, ' ').trim().slice(0, 160) }));
    }
  }
}

export async function embeddedDb(dataDir: string | null): Promise<Db> {
  let dirLock: EmbeddedLock | null = null;
  let lite: PGlite;
  try {
    if (dataDir) {
      await mkdir(dataDir, { recursive: true });
      dirLock = takeEmbeddedLock(dataDir);
    }
    if (dataDir) await initializeApart(dataDir);
    lite = await PGlite.create(dataDir ?? undefined, { startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${SHARED_BUFFERS}`] });
  } catch (error) {
    dirLock?.release();
    throw error;
  }
  const held = new Set<number>();
  let closed = false;
  return {
    kind: 'embedded',
    query: async <T>(sql: string, params?: unknown[]) => timed(sql, async () => (await lite.query(sql, params)).rows as T[]),
    transaction: (work) => lite.transaction((tx) => work({ query: async <T>(sql: string, params?: unknown[]) => timed(sql, async () => (await tx.query(sql, params)).rows as T[]) })),
    async tryLock(key) {
      if (held.has(key)) return null;
      const [row] = (await lite.query<{ ok: boolean }>('SELECT pg_try_advisory_lock($1) AS ok', [key])).rows;
      if (!row?.ok) return null;
      held.add(key);
      const lock: Lock = {
        held: () => held.has(key) && !closed,
        async release() {
          if (!held.delete(key) || closed) return;
          await lite.query('SELECT pg_advisory_unlock($1)', [key]);
        },
      };
      return lock;
    },
    async close() {
      closed = true;
      held.clear();
      try {
        await lite.close();
      } finally {
        // Only once PGlite has written its last page may another process open the folder.
        dirLock?.release();
      }
    },
  };
}
