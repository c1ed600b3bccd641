import 'server-only';
import { mkdir } from 'node:fs/promises';
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
export async function embeddedDb(dataDir: string | null): Promise<Db> {
  let dirLock: EmbeddedLock | null = null;
  let lite: PGlite;
  try {
    if (dataDir) {
      await mkdir(dataDir, { recursive: true });
      dirLock = takeEmbeddedLock(dataDir);
    }
    lite = dataDir ? await PGlite.create(dataDir) : await PGlite.create();
  } catch (error) {
    dirLock?.release();
    throw error;
  }
  const held = new Set<number>();
  let closed = false;
  return {
    kind: 'embedded',
    query: async <T>(sql: string, params?: unknown[]) => (await lite.query(sql, params)).rows as T[],
    transaction: (work) => lite.transaction((tx) => work({ query: async <T>(sql: string, params?: unknown[]) => (await tx.query(sql, params)).rows as T[] })),
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
