import 'server-only';
import pg from 'pg';
import type { Db, Lock, Queryable } from './db';
import { outsideRequests } from '@/lib/memory/outside-requests.mjs';

/** A Postgres server through a small pool; the pool reconnects by itself after a server restart. */
export function postgresDb(url: string): Db {
  const pool = new pg.Pool({ connectionString: url, max: 4, connectionTimeoutMillis: 3000, idleTimeoutMillis: 10_000 });
  // An idle client losing its server must not crash the process: the pool drops it and opens another.
  pool.on('error', (error) => console.warn(`[archive] postgres connection lost: ${error.message}`));
  // The pool opens connections on demand, possibly for a page being rendered; they outlive it
  // and must not keep it (lib/memory/outside-requests.mjs).
  const query = async <T>(sql: string, params?: unknown[]) => (await outsideRequests(() => pool.query(sql, params))).rows as T[];
  return {
    kind: 'postgres',
    query,
    async transaction(work) {
      const client = await outsideRequests(() => pool.connect());
      try {
        await client.query('BEGIN');
        const tx: Queryable = { query: async <T>(sql: string, params?: unknown[]) => (await client.query(sql, params)).rows as T[] };
        const result = await work(tx);
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    async tryLock(key) {
      // A dedicated connection (not the pool): the lock lives as long as this session.
      const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
      let alive = true;
      client.on('error', () => {
        alive = false;
      });
      client.on('end', () => {
        alive = false;
      });
      await client.connect();
      const [row] = (await client.query('SELECT pg_try_advisory_lock($1) AS ok', [key])).rows as { ok: boolean }[];
      if (!row?.ok) {
        await client.end().catch(() => undefined);
        return null;
      }
      const lock: Lock = {
        held: () => alive,
        async release() {
          if (!alive) return;
          alive = false;
          await client.query('SELECT pg_advisory_unlock($1)', [key]).catch(() => undefined);
          await client.end().catch(() => undefined);
        },
      };
      return lock;
    },
    close: () => pool.end(),
  };
}
