import 'server-only';
import type { Release } from '@/lib/upstream/types';
import { LOCK, type Db, type Lock } from './db';
import { daysBetween, newestBackfillDay, oldestBackfillDay } from './days';
import { createPacer, type Pacer } from './pacer';
import { markDayArchived, storeReleases, VARIANTS, type Variant } from './store';
import { sleepUnless } from './sleep';

export interface BackfillDeps {
  db: () => Promise<Db>;
  /** One upstream day of one variant, uncached. */
  fetchDay: (variant: Variant, day: string) => Promise<Release[]>;
  /** Readers' upstream calls in flight: the backfill waits while there are any. */
  readersBusy: () => number;
  upstreamZone: string;
  /** ARCHIVE_BACKFILL_FROM (null → five years back). */
  from: string | null;
  /** Upstream calls per second; the leader is the only instance calling. */
  ratePerS: number;
  /** The archive's upstream budget, shared with the reaction recorder (one is made from ratePerS and readersBusy when absent). */
  pacer?: Pacer;
  now?: () => number;
  /** How long a follower waits before trying to lead again. */
  followerRetryMs?: number;
  /** The pause after `failures` upstream errors in a row. */
  pauseMs?: (failures: number) => number;
  log?: (line: string) => void;
}

export type BackfillState = 'off' | 'starting' | 'running' | 'paused' | 'following' | 'complete' | 'unavailable';

export interface BackfillStatus {
  state: BackfillState;
  leader: boolean;
  from: string;
  to: string;
  daysDone: number | null;
  daysToDo: number | null;
  ratePerS: number;
  lastError: { at: string; message: string } | null;
}

const BATCH = 24;

/**
 * The polite backfill: one leader across instances (a session advisory lock),
 * walking every variant's past days from newest to oldest, a day marked done
 * only in the transaction that stores it (so a kill loses nothing and a
 * restart resumes where it stopped), paced at `ratePerS`, pausing with
 * back-off when the upstream errors, and yielding to readers' calls.
 */
export function createBackfill(deps: BackfillDeps) {
  const now = deps.now ?? Date.now;
  const log = deps.log ?? ((line: string) => console.warn(line));
  const pauseMs = deps.pauseMs ?? ((n: number) => Math.min(5 * 60_000, 5000 * 2 ** Math.min(n - 1, 6)));
  const followerRetryMs = deps.followerRetryMs ?? 5000;
  const pacer = deps.pacer ?? createPacer({ ratePerS: deps.ratePerS, readersBusy: deps.readersBusy, now });
  const controller = new AbortController();
  let lock: Lock | null = null;
  let loop: Promise<void> | null = null;
  const range = () => {
    const to = newestBackfillDay(deps.upstreamZone, now());
    return { from: oldestBackfillDay(deps.from, deps.upstreamZone, now()), to };
  };
  const status: BackfillStatus = {
    state: deps.ratePerS > 0 ? 'starting' : 'off',
    leader: false,
    ...range(),
    daysDone: null,
    daysToDo: null,
    ratePerS: deps.ratePerS,
    lastError: null,
  };
  const sleep = (ms: number) => sleepUnless(controller.signal, ms);
  const fail = (message: string) => {
    status.lastError = { at: new Date(now()).toISOString(), message };
    log(`[archive] backfill: ${message}`);
  };

  async function progress(db: Db): Promise<void> {
    Object.assign(status, range());
    const [row] = await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM archived_days WHERE day BETWEEN $1 AND $2', [status.from, status.to]);
    const total = daysBetween(status.from, status.to) * VARIANTS.length;
    status.daysDone = Number(row?.n ?? 0);
    status.daysToDo = Math.max(0, total - status.daysDone);
  }

  async function nextDays(db: Db): Promise<{ variant: Variant; day: string }[]> {
    return db.query<{ variant: Variant; day: string }>(
      `SELECT v.variant, d::date::text AS day
       FROM generate_series($1::date, $2::date, interval '-1 day') AS d CROSS JOIN unnest($3::text[]) AS v(variant)
       WHERE NOT EXISTS (SELECT 1 FROM archived_days a WHERE a.variant = v.variant AND a.day = d::date)
       ORDER BY d DESC, v.variant LIMIT ${BATCH}`,
      [status.to, status.from, VARIANTS],
    );
  }

  /** One batch as leader; false when the upstream failed (the caller pauses). */
  async function batch(db: Db, failures: { n: number }): Promise<void> {
    const jobs = await nextDays(db);
    if (!jobs.length) {
      status.state = 'complete';
      await sleep(60_000);
      return;
    }
    status.state = 'running';
    for (const job of jobs) {
      if (controller.signal.aborted || !lock?.held()) return;
      await pacer.turn(controller.signal);
      if (controller.signal.aborted) return;
      let releases: Release[];
      try {
        releases = await deps.fetchDay(job.variant, job.day);
      } catch (error) {
        failures.n++;
        fail(`upstream ${job.variant} ${job.day}: ${error instanceof Error ? error.message : String(error)}`);
        status.state = 'paused';
        await sleep(pauseMs(failures.n));
        return;
      }
      failures.n = 0;
      const at = new Date(now());
      await db.transaction(async (tx) => {
        await storeReleases(tx, job.variant, releases, at, deps.upstreamZone);
        await markDayArchived(tx, job.variant, job.day, releases.length, at);
      });
      // PGlite runs on this thread: let waiting requests in between two days.
      await new Promise((resolve) => setImmediate(resolve));
      if (status.daysDone !== null && status.daysToDo !== null) {
        status.daysDone++;
        status.daysToDo = Math.max(0, status.daysToDo - 1);
      }
    }
  }

  async function run(): Promise<void> {
    const failures = { n: 0 };
    while (!controller.signal.aborted) {
      try {
        const db = await deps.db();
        if (!lock?.held()) {
          lock = await db.tryLock(LOCK.backfill);
          status.leader = lock !== null;
        }
        await progress(db);
        if (!lock) {
          status.state = 'following';
          await sleep(followerRetryMs);
          continue;
        }
        await batch(db, failures);
      } catch (error) {
        // The archive's database is unreachable: nothing is marked done, the next round retries.
        status.state = 'unavailable';
        fail(`archive: ${error instanceof Error ? error.message : String(error)}`);
        await sleep(pauseMs(1));
      }
    }
  }

  return {
    status: (): BackfillStatus => ({ ...status, lastError: status.lastError && { ...status.lastError } }),
    /** True while this instance holds the archive's leadership (the reaction recorder runs only there). */
    leads: (): boolean => lock?.held() ?? false,
    start(): void {
      if (deps.ratePerS <= 0 || loop) return;
      loop = run();
    },
    /** Stops after the call in flight; gives the leadership up. */
    async stop(): Promise<void> {
      controller.abort();
      await loop;
      await lock?.release().catch(() => undefined);
      lock = null;
      status.leader = false;
    },
  };
}

export type Backfill = ReturnType<typeof createBackfill>;
