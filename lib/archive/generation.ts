import 'server-only';
import { peekSlot, setSlot } from '@/lib/process-slots.mjs';
import type { Db } from './db';

/**
 * A count of this process's writes to the archive, for reads kept a short
 * while (lib/archive/read.ts): a kept answer is used only while no write
 * came after it. Bumped once a write is done (after its transaction commits),
 * so a read made between a write and its bump is never kept past the bump.
 * Writes by another instance on a shared Postgres are not seen: those reads
 * are bounded by their time to live instead. On globalThis: pages and route
 * handlers are bundled apart.
 */
export const archiveGeneration = (): number => peekSlot<number>('macrodesk.archive.generation') ?? 0;

function bump(): void {
  setSlot('macrodesk.archive.generation', archiveGeneration() + 1);
}

/** Statements that only read: SELECT (a lock taken with SELECT changes no data either). */
const READS = /^\s*select\b/i;

/** The database with every transaction, and every statement that is not a SELECT, counted as a write once done. */
export function countingWrites(db: Db): Db {
  return {
    kind: db.kind,
    tryLock: (key) => db.tryLock(key),
    close: () => db.close(),
    memory: db.memory ? () => db.memory?.() ?? null : undefined,
    async query(sql, params) {
      try {
        return await db.query(sql, params);
      } finally {
        if (!READS.test(sql)) bump();
      }
    },
    async transaction(work) {
      try {
        return await db.transaction(work);
      } finally {
        bump();
      }
    },
  };
}
