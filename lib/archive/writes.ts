/** The archive's process-wide queue of background writes (docs/architecture.md, "The history archive"): write-through fills it, the runtime starts and closes it. */
import 'server-only';
import { processSlot } from '@/lib/process-slots.mjs';
import { WriteQueue, type WriteQueueStatus } from './write-queue';

/**
 * Background writes waiting beyond these are dropped (and left to the
 * backfill): 64 tasks, 5,000 records (a few MB of releases) in all.
 */
const WRITES_WAITING = { tasks: 64, records: 5_000 };

/** The process-wide write queue (pages and route handlers are bundled apart; it lives on globalThis). */
export function writes(): WriteQueue {
  return processSlot('macrodesk.archive.writes', () =>
    new WriteQueue(WRITES_WAITING, (error) =>
      console.warn(`[archive] background write failed: ${error instanceof Error ? error.message : String(error)}`),
    ),
  );
}

/** Starts the writer; runtime.ts calls it at server start, outside any request. */
export function startArchiveWrites(): void {
  writes().start();
}

export const archiveWritesStatus = (): WriteQueueStatus => writes().status();
/** Resolves once the writes queued so far are done (tests). */
export const archiveWritesDrained = (): Promise<void> => writes().drained();
/** Writes what is queued and takes no more (a clean stop: lib/archive/runtime.ts, closeArchive). */
export const closeArchiveWrites = (): Promise<void> => writes().close();
