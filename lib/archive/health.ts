import 'server-only';
import { getConfig } from '@/lib/config';
import type { BackfillStatus } from './backfill';
import type { RecorderStatus } from './reaction-recorder';
import { archiveBackfill, archiveEnabled, archiveHeldElsewhere, archiveOpenError, openedArchiveDb, reactionRecorder } from './runtime';
import { archiveWritesStatus } from './writes';
import type { WriteQueueStatus } from './write-queue';

export interface ArchiveHealth {
  /**
   * off: ARCHIVE=off; opening: PGlite or the server not ready yet; unavailable: the database does not answer;
   * held: another process holds the embedded archive's folder, this one runs without it (lastError says why).
   */
  state: 'off' | 'opening' | 'ok' | 'unavailable' | 'held';
  backend: 'embedded' | 'postgres';
  backfill: BackfillStatus | null;
  lastError: string | null;
  /** Write-through in the background: waiting, written, failed, dropped (a full list; the backfill stores those days later). */
  writes: WriteQueueStatus | null;
  /** The reaction recorder (docs/design.md, "The history archive"): following on other instances, reads and gaps stored, K-line calls, last error. */
  reactions: RecorderStatus | null;
  /** Past days (× variants) whose answer was empty or partly unreadable, waiting to be asked again (docs/operations.md, "The archive"). */
  daysToRecheck: number | null;
  /** The embedded archive's own memory in MB (its thread's heap, PGlite's WebAssembly memory), counted in the process's resident memory; null for a Postgres server. */
  memoryMb: { wasm: number; heap: number } | null;
}

const mb = (bytes: number) => Math.round((bytes / (1024 * 1024)) * 10) / 10;

/** For /api/health: never waits on the database (the backfill keeps its progress up to date). */
export function archiveHealth(): ArchiveHealth {
  const backend = getConfig().archive.databaseUrl ? 'postgres' : 'embedded';
  if (!archiveEnabled()) return { state: 'off', backend, backfill: null, lastError: null, writes: null, reactions: null, daysToRecheck: null, memoryMb: null };
  const backfill = archiveBackfill()?.status() ?? null;
  const openError = archiveOpenError();
  let state: ArchiveHealth['state'] = openedArchiveDb() ? 'ok' : openError ? 'unavailable' : 'opening';
  if (backfill?.state === 'unavailable') state = 'unavailable';
  if (!openedArchiveDb() && archiveHeldElsewhere()) state = 'held';
  const memory = openedArchiveDb()?.memory?.() ?? null;
  return {
    state,
    backend,
    backfill,
    lastError: openError ?? backfill?.lastError?.message ?? null,
    writes: archiveWritesStatus(),
    reactions: reactionRecorder()?.status() ?? null,
    daysToRecheck: backfill?.daysToRecheck ?? null,
    memoryMb: memory ? { wasm: mb(memory.wasmBytes), heap: mb(memory.heapBytes) } : null,
  };
}
