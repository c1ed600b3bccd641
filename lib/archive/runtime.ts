import 'server-only';
import path from 'node:path';
import { getConfig } from '@/lib/config';
import { outsideRequests } from '@/lib/memory/outside-requests.mjs';
import { peekSlot, processSlot, setSlot } from '@/lib/process-slots.mjs';
import { fetchDailyReleases, getCandles, getDailyReleases, readerCallsInFlight, withUpstreamPriority } from '@/lib/upstream';
import { createBackfill, type Backfill } from './backfill';
import type { Db } from './db';
import { isArchiveHeld } from './embedded-lock';
import { countingWrites } from './generation';
import { migrate } from './migrations';
import { createPacer } from './pacer';
import type { ReactionRecorder } from './reaction-recorder';
import { wireReactionRecorder } from './reaction-wiring';
import { archiveWritesStatus, closeArchiveWrites, startArchiveWrites } from './writes';

/**
 * The process-wide archive: its database (opened and migrated once; PGlite
 * takes seconds to open) and its backfill. On globalThis so that pages, route
 * handlers and instrumentation, which Next bundles separately, share them.
 */
interface Runtime {
  db: Promise<Db> | null;
  ready: Db | null;
  failedAt: number;
  lastError: string | null;
  /** Why this process runs without the embedded archive: another process holds its folder (lib/archive/embedded-lock.ts). */
  heldElsewhere: string | null;
  backfill: Backfill | null;
  reactions: ReactionRecorder | null;
}

/** A failed open is retried on use, at most this often. */
const REOPEN_MS = 5000;

function runtime(): Runtime {
  return processSlot<Runtime>('macrodesk.archive.runtime', () => ({ db: null, ready: null, failedAt: 0, lastError: null, heldElsewhere: null, backfill: null, reactions: null }));
}

export const archiveEnabled = (): boolean => getConfig().archive.enabled;

async function open(): Promise<Db> {
  const { databaseUrl, dataDir } = getConfig().archive;
  let db: Db;
  if (databaseUrl) {
    const { postgresDb } = await import('./db-postgres');
    db = postgresDb(databaseUrl);
  } else {
    const { embeddedDb } = await import('./db-embedded');
    db = await embeddedDb(path.resolve(dataDir));
  }
  db = countingWrites(db);
  try {
    const applied = await migrate(db);
    if (applied.length) console.log(`[archive] migrations applied: ${applied.join(', ')}`);
  } catch (error) {
    await db.close().catch(() => undefined);
    throw error;
  }
  return db;
}

/** The archive's database, opened on first use; rejects while it is off or unreachable. */
export function archiveDb(): Promise<Db> {
  const rt = runtime();
  if (!archiveEnabled()) return Promise.reject(new Error('the archive is off (ARCHIVE=off)'));
  if (peekSlot<true>('macrodesk.archive.closed')) return Promise.reject(new Error('the archive is closed: the server is stopping'));
  if (rt.db) return rt.db;
  if (Date.now() - rt.failedAt < REOPEN_MS) return Promise.reject(new Error(rt.lastError ?? 'the archive is unavailable'));
  // Kept for the life of the process: not created in the context of the request that may ask first.
  rt.db = outsideRequests(() => open().then(
    (db) => {
      if (rt.heldElsewhere) console.warn('[archive] the embedded archive was freed by the process that held it: opened here');
      rt.ready = db;
      rt.lastError = null;
      rt.heldElsewhere = null;
      return db;
    },
    (error: unknown) => {
      rt.db = null;
      rt.failedAt = Date.now();
      rt.lastError = error instanceof Error ? error.message : String(error);
      // Held by another process: said once, then looked at again on use, at most every REOPEN_MS
      // (a few file reads); it is opened here once its holder is gone.
      const held = isArchiveHeld(error);
      if (!held || !rt.heldElsewhere) console.warn(`[archive] cannot open the archive${held ? ', running without it' : ''}: ${rt.lastError}`);
      rt.heldElsewhere = held ? rt.lastError : null;
      throw error;
    },
  ));
  return rt.db;
}

/** The database if it is already open (never waits for PGlite to open). */
export const openedArchiveDb = (): Db | null => runtime().ready;
export const archiveOpenError = (): string | null => runtime().lastError;
/** Why this process runs without the embedded archive (another process holds it), or null. */
export const archiveHeldElsewhere = (): string | null => runtime().heldElsewhere;
export const archiveBackfill = (): Backfill | null => runtime().backfill;
export const reactionRecorder = (): ReactionRecorder | null => runtime().reactions;

/** How long the start waits for the archive to open before Next handles requests without it. */
const OPEN_WAIT_MS = 30_000;

/**
 * Called once at server start (instrumentation.ts; Next handles its first
 * request once it is done): opens the archive, waiting for it at most
 * OPEN_WAIT_MS, so that the first readers do not meet an archive still
 * opening; then starts the
 * backfill and the reaction recorder. Both run on the archive's leader only
 * and share one upstream budget (ARCHIVE_RATE_PER_S).
 */
export async function startArchive(): Promise<void> {
  const rt = runtime();
  if (!archiveEnabled() || rt.backfill) return;
  const config = getConfig();
  const zone = config.upstream.timeZone;
  startArchiveWrites();
  let waited: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([
    archiveDb().catch(() => undefined),
    new Promise((resolve) => {
      waited = setTimeout(resolve, OPEN_WAIT_MS);
    }),
  ]);
  clearTimeout(waited);
  if (rt.backfill) return;
  const pacer = createPacer({ ratePerS: config.archive.ratePerS, readersBusy: readerCallsInFlight });
  const backfill = createBackfill({
    db: archiveDb,
    fetchDay: fetchDailyReleases,
    readersBusy: readerCallsInFlight,
    upstreamZone: zone,
    from: config.archive.backfillFrom,
    ratePerS: config.archive.ratePerS,
    pacer,
    // Its rounds while another process holds the embedded archive would repeat what was said once.
    log: (line) => {
      if (!rt.heldElsewhere) console.warn(line);
    },
  });
  rt.backfill = backfill;
  rt.reactions = wireReactionRecorder({
    db: archiveDb,
    leads: backfill.leads,
    pacer,
    upstream: { getCandles, getDailyReleases },
    marketExchanges: config.marketExchanges,
    zone,
  });
  // Their upstream calls, and the loops' later ones, take the background's share of the upstream budget.
  withUpstreamPriority('background', () => {
    backfill.start();
    rt.reactions?.start();
  });
  shutdownHooks().set('archive', closeArchive);
}

/**
 * What the production server runs on SIGTERM/SIGINT once its requests are
 * done (scripts/serve.mjs, which cannot import this bundle: it finds them
 * here). Each resolves to a line for the log.
 */
function shutdownHooks(): Map<string, () => Promise<string>> {
  return processSlot('macrodesk.shutdown', () => new Map<string, () => Promise<string>>());
}

/**
 * A clean stop (docs/operations.md, "Stopping"): the backfill and the
 * reaction recorder stop after the upstream call in flight (a day is stored
 * with its mark, or not at all), the writes queued so far are written, then
 * the database closes (PGlite's folder and its lock, or the pool's
 * connections). Resolves to what was done, for the log.
 */
export async function closeArchive(): Promise<string> {
  const rt = runtime();
  // Counted from the signal: writes queued then keep draining while the backfill stops.
  const before = archiveWritesStatus();
  await Promise.all([rt.backfill?.stop(), rt.reactions?.stop()]);
  await closeArchiveWrites();
  const after = archiveWritesStatus();
  // Set once the archive is closed: nothing opens it again in this process.
  setSlot('macrodesk.archive.closed', true);
  const db = rt.ready ?? (await rt.db?.catch(() => null)) ?? null;
  rt.db = null;
  rt.ready = null;
  await db?.close();
  const flushed = after.written + after.failed - before.written - before.failed;
  return `archive closed: backfill stopped, ${flushed} queued writes flushed (${after.failed - before.failed} failed), database ${db ? 'closed' : 'never opened'}`;
}
