import 'server-only';
import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import type { Db, Lock } from './db';

/**
 * PGlite in a data dir. It has a single session, so advisory locks there are
 * re-entrant; a data dir is opened by one process only, and within it the
 * held keys are tracked here, so "one leader" holds on this backend too.
 */
export async function embeddedDb(dataDir: string | null): Promise<Db> {
  if (dataDir) await mkdir(dataDir, { recursive: true });
  const lite = dataDir ? await PGlite.create(dataDir) : await PGlite.create();
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
      await lite.close();
    },
  };
}
