import 'server-only';
import { VARIANTS, type Release } from '@/lib/upstream/types';
import { LOCK, type Db, type Lock } from './db';
import { daysBetween, newestBackfillDay, oldestBackfillDay } from './days';
import { createPacer, type Pacer } from './pacer';
import { storeDayAnswer, type Variant } from './store';
import { sleepUnless } from './sleep';

/** One upstream day as read: its records, and how many could not be read and were left out. */
export interface DayAnswer {
  releases: Release[];
  unread: number;
}

export interface BackfillDeps {
  db: () => Promise<Db>;
  /** One upstream day of one variant, uncached. */
  fetchDay: (variant: Variant, day: string) => Promise<DayAnswer>;
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
  /** The longest wait when there is nothing to ask (every day archived, or the days to check again not due yet). */
  idleMs?: number;
}

/**
 * complete: every day of the range archived whole (or accepted as empty);
 * rechecking: every day asked, some wait to be asked again (none due yet).
 */
export type BackfillState = 'off' | 'starting' | 'running' | 'paused' | 'following' | 'rechecking' | 'complete' | 'unavailable';

export interface BackfillStatus {
  state: BackfillState;
  leader: boolean;
  from: string;
  to: string;
  /** Days (× variants) archived whole, or accepted as empty. */
  daysDone: number | null;
  /** Days (× variants) never asked yet. */
  daysToDo: number | null;
  /** Days (× variants) whose answer was empty or partly unreadable: asked again with a growing back-off. */
  daysToRecheck: number | null;
  /** When the next of them is due (ISO), null when none waits. */
  nextRecheckAt: string | null;
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
 * A day is done only when its answer was read whole: an empty or partly
 * unreadable answer keeps what was read and leaves the day to check again
 * (lib/archive/store.ts storeDayAnswer). Each batch asks the days to check
 * again that are due first, then fills up with days never asked, all on the
 * same pacer (docs/operations.md, "The archive").
 */
export function createBackfill(deps: BackfillDeps) {
  const now = deps.now ?? Date.now;
  const log = deps.log ?? ((line: string) => console.warn(line));
  const pauseMs = deps.pauseMs ?? ((n: number) => Math.min(5 * 60_000, 5000 * 2 ** Math.min(n - 1, 6)));
  const followerRetryMs = deps.followerRetryMs ?? 5000;
  const idleMs = deps.idleMs ?? 60_000;
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
    daysToRecheck: null,
    nextRecheckAt: null,
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
    const [row] = await db.query<{ done: number; recheck: number; next: Date | string | null }>(
      `SELECT (SELECT count(*)::int FROM archived_days WHERE day BETWEEN $1 AND $2) AS done,
        (SELECT count(*)::int FROM days_to_check WHERE day BETWEEN $1 AND $2) AS recheck,
        (SELECT min(next_check_at) FROM days_to_check WHERE day BETWEEN $1 AND $2) AS next`,
      [status.from, status.to],
    );
    const total = daysBetween(status.from, status.to) * VARIANTS.length;
    status.daysDone = Number(row?.done ?? 0);
    status.daysToRecheck = Number(row?.recheck ?? 0);
    status.nextRecheckAt = row?.next ? new Date(row.next).toISOString() : null;
    status.daysToDo = Math.max(0, total - status.daysDone - status.daysToRecheck);
  }

  type Job = { variant: Variant; day: string; recheck: boolean };

  /** Days to check again that are due (longest waiting first), then days never asked (newest first). */
  async function nextDays(db: Db): Promise<Job[]> {
    const due = await db.query<{ variant: Variant; day: string }>(
      `SELECT variant, day::text AS day FROM days_to_check
       WHERE day BETWEEN $1 AND $2 AND next_check_at <= $3 ORDER BY next_check_at, day DESC, variant LIMIT ${BATCH}`,
      [status.from, status.to, new Date(now()).toISOString()],
    );
    const jobs: Job[] = due.map((d) => ({ ...d, recheck: true }));
    if (jobs.length >= BATCH) return jobs;
    const fresh = await db.query<{ variant: Variant; day: string }>(
      `SELECT v.variant, d::date::text AS day
       FROM generate_series($1::date, $2::date, interval '-1 day') AS d CROSS JOIN unnest($3::text[]) AS v(variant)
       WHERE NOT EXISTS (SELECT 1 FROM archived_days a WHERE a.variant = v.variant AND a.day = d::date)
         AND NOT EXISTS (SELECT 1 FROM days_to_check c WHERE c.variant = v.variant AND c.day = d::date)
       ORDER BY d DESC, v.variant LIMIT ${BATCH - jobs.length}`,
      [status.to, status.from, VARIANTS],
    );
    return [...jobs, ...fresh.map((d) => ({ ...d, recheck: false }))];
  }

  /** Nothing to ask now: complete, or waiting for the next day to check again (at most `idleMs`). */
  async function idle(): Promise<void> {
    if (!status.daysToRecheck) {
      status.state = 'complete';
      await sleep(idleMs);
      return;
    }
    status.state = 'rechecking';
    const due = status.nextRecheckAt ? Date.parse(status.nextRecheckAt) - now() : idleMs;
    await sleep(Math.min(idleMs, Math.max(10, due)));
  }

  /** Keeps the counts of the status up to date between two rounds. */
  function counted(job: Job, archived: boolean): void {
    if (status.daysDone === null || status.daysToDo === null || status.daysToRecheck === null) return;
    if (job.recheck === archived) {
      // A day to check again now archived, or a new day now to check again.
      status.daysToRecheck += archived ? -1 : 1;
    }
    if (!job.recheck) status.daysToDo = Math.max(0, status.daysToDo - 1);
    if (archived) status.daysDone++;
    status.daysToRecheck = Math.max(0, status.daysToRecheck);
  }

  /** One batch as leader; false when the upstream failed (the caller pauses). */
  async function batch(db: Db, failures: { n: number }): Promise<void> {
    const jobs = await nextDays(db);
    if (!jobs.length) return idle();
    status.state = 'running';
    for (const job of jobs) {
      if (controller.signal.aborted || !lock?.held()) return;
      await pacer.turn(controller.signal);
      if (controller.signal.aborted) return;
      let answer: DayAnswer;
      try {
        answer = await deps.fetchDay(job.variant, job.day);
      } catch (error) {
        failures.n++;
        fail(`upstream ${job.variant} ${job.day}: ${error instanceof Error ? error.message : String(error)}`);
        status.state = 'paused';
        await sleep(pauseMs(failures.n));
        return;
      }
      failures.n = 0;
      const at = new Date(now());
      const result = await db.transaction((tx) => storeDayAnswer(tx, job.variant, job.day, answer, at, deps.upstreamZone, true));
      // PGlite runs on this thread: let waiting requests in between two days.
      await new Promise((resolve) => setImmediate(resolve));
      counted(job, result.outcome === 'whole' || result.outcome === 'accepted-empty');
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
