import 'server-only';
import { getConfig } from '@/lib/config';
import type { BackfillStatus } from './backfill';
import type { RecorderStatus } from './reaction-recorder';
import { archiveBackfill, archiveEnabled, archiveOpenError, openedArchiveDb, reactionRecorder } from './runtime';
import { archiveWritesStatus } from './write-through';
import type { WriteQueueStatus } from './write-queue';

export interface ArchiveHealth {
  /** off: ARCHIVE=off; opening: PGlite or the server not ready yet; unavailable: the database does not answer. */
  state: 'off' | 'opening' | 'ok' | 'unavailable';
  backend: 'embedded' | 'postgres';
  backfill: BackfillStatus | null;
  lastError: string | null;
  /** Write-through in the background: waiting, written, failed, dropped (a full list; the backfill stores those days later). */
  writes: WriteQueueStatus | null;
  /** The reaction recorder (issue 18 §3): following on other instances, reads and gaps stored, K-line calls, last error. */
  reactions: RecorderStatus | null;
}

/** For /api/health: never waits on the database (the backfill keeps its progress up to date). */
export function archiveHealth(): ArchiveHealth {
  const backend = getConfig().archive.databaseUrl ? 'postgres' : 'embedded';
  if (!archiveEnabled()) return { state: 'off', backend, backfill: null, lastError: null, writes: null, reactions: null };
  const backfill = archiveBackfill()?.status() ?? null;
  const openError = archiveOpenError();
  let state: ArchiveHealth['state'] = openedArchiveDb() ? 'ok' : openError ? 'unavailable' : 'opening';
  if (backfill?.state === 'unavailable') state = 'unavailable';
  return { state, backend, backfill, lastError: openError ?? backfill?.lastError?.message ?? null, writes: archiveWritesStatus(), reactions: reactionRecorder()?.status() ?? null };
}
