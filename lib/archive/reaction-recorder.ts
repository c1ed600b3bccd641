import 'server-only';
import type { LinkedSymbol } from '@/lib/market/release-symbols';
import type { Candle, Fetched, Release } from '@/lib/upstream/types';
import type { Db } from './db';
import type { Pacer } from './pacer';
import { createReactionSweep, type SweepStatus } from './reaction-sweep';
import { markInstant, POINTS, readPoints, type Point } from './reactions';
import { storeReads, watchedReleases, type Watched } from './reactions-store';
import { sleepUnless } from './sleep';

export interface RecorderDeps {
  db: () => Promise<Db>;
  /** True while this instance is the archive's leader (the backfill's lock): only the leader records. */
  leads: () => boolean;
  /** The archive's upstream budget, shared with the backfill. */
  pacer: Pacer;
  /** The symbols a release moves (lib/market/release-symbols, limited to MARKET_EXCHANGES). */
  linkedSymbols: (release: Release) => LinkedSymbol[];
  /** One-minute K-lines of a symbol (through the portal's cache: readers asking the same share the call). */
  fetchCandles: (exchange: string, code: string) => Promise<Fetched<Candle[]>>;
  /** Puts the releases of the upstream's current day into the archive (they reach it otherwise only through readers). */
  refreshToday: () => Promise<void>;
  now?: () => number;
  /** Releases older than this are not watched (K-lines do not reach far back; DESIGN says nothing of their depth). */
  lookbackMs?: number;
  /** A mark is read this long after it passed (the minute's candle has closed and reached the upstream). */
  settleMs?: number;
  tickMs?: number;
  refreshMs?: number;
  /** How often the releases older than the watched window are walked again (lib/archive/reaction-sweep.ts). */
  sweepEveryMs?: number;
  log?: (line: string) => void;
}

export type RecorderState = 'off' | 'following' | 'watching' | 'recording' | 'paused' | 'unavailable';

export interface RecorderStatus {
  state: RecorderState;
  /** Releases in the watched window at the last round. */
  watching: number;
  /** Reads stored since start, and how many of them were gaps. */
  reads: number;
  gaps: number;
  /** Upstream K-line calls made (a cached answer counts too: it was asked for). */
  candleCalls: number;
  lastError: { at: string; message: string } | null;
  /** The walk through releases older than the watched window. */
  sweep: SweepStatus;
}

const MINUTE = 60_000;

/**
 * Points of a release due for a symbol at `now`: passed by `settleMs`, never
 * read. "Before" alone is never due: it waits for the first mark's answer,
 * which still holds the candle before the release (K-lines reach back two
 * hours), so a release costs one answer per mark and symbol at most.
 */
export function duePoints(release: Release, done: ReadonlySet<Point> | undefined, now: number, settleMs: number): Point[] {
  const at = Date.parse(release.publishedAt);
  const due = POINTS.filter((p) => !done?.has(p) && markInstant(at, p) + settleMs <= now);
  return due.some((p) => p !== 0) ? due : [];
}

/**
 * Records how linked symbols moved after each release (docs/design.md, "The history archive"). Runs on
 * the archive's leader only, inside its upstream budget: for every release of
 * the watched window and each of its linked symbols, one K-line answer per
 * mark at most (an answer read after several marks passed serves them all),
 * each point written once with what the answer held — a gap when it held no
 * candle there.
 */
export function createReactionRecorder(deps: RecorderDeps) {
  const now = deps.now ?? Date.now;
  const lookbackMs = deps.lookbackMs ?? 3 * 60 * MINUTE;
  const settleMs = deps.settleMs ?? 30_000;
  const tickMs = deps.tickMs ?? 15_000;
  const refreshMs = deps.refreshMs ?? MINUTE;
  const log = deps.log ?? ((line: string) => console.warn(line));
  const controller = new AbortController();
  const status: Omit<RecorderStatus, 'sweep'> = { state: deps.pacer.ratePerS > 0 ? 'following' : 'off', watching: 0, reads: 0, gaps: 0, candleCalls: 0, lastError: null };
  let lastRefresh = -Infinity;
  let loop: Promise<void> | null = null;

  const sleep = (ms: number) => sleepUnless(controller.signal, ms);
  const fail = (message: string) => {
    status.lastError = { at: new Date(now()).toISOString(), message };
    log(`[archive] reactions: ${message}`);
  };

  const sweep = createReactionSweep({
    linkedSymbols: deps.linkedSymbols,
    fetchCandles: async (link) => {
      await deps.pacer.turn(controller.signal);
      if (controller.signal.aborted || !deps.leads()) return null;
      status.candleCalls++;
      return deps.fetchCandles(link.exchange, link.code);
    },
    now,
    lookbackMs,
    everyMs: deps.sweepEveryMs,
    onReads: (stored, gaps) => {
      status.reads += stored;
      status.gaps += gaps;
    },
  });

  /** One symbol of one release: false when the upstream failed (the round stops). */
  async function record(db: Db, w: Watched, link: LinkedSymbol): Promise<boolean> {
    const due = duePoints(w.release, w.read.get(link.key), now(), settleMs);
    if (!due.length) return true;
    await deps.pacer.turn(controller.signal);
    if (controller.signal.aborted || !deps.leads()) return true;
    let answer: Fetched<Candle[]>;
    try {
      status.candleCalls++;
      answer = await deps.fetchCandles(link.exchange, link.code);
    } catch (error) {
      fail(`K-lines ${link.key}: ${error instanceof Error ? error.message : String(error)}`);
      return false;
    }
    // A copy cached before a mark passed says nothing of it: that mark waits for a later answer.
    const reads = readPoints(answer.data, w.release.publishedAt, answer.fetchedAt, due);
    const key = { recordId: w.release.id, publishedAt: w.release.publishedAt, indicatorId: w.release.indicatorId, symbol: link.key };
    const stored = await storeReads(db, key, reads, new Date(now()));
    status.reads += stored;
    status.gaps += reads.filter((r) => r.price === null).length;
    const done = w.read.get(link.key) ?? new Set<Point>();
    for (const r of reads) done.add(r.point);
    w.read.set(link.key, done);
    return true;
  }

  async function round(db: Db): Promise<void> {
    if (now() - lastRefresh >= refreshMs) {
      await deps.pacer.turn(controller.signal);
      try {
        await deps.refreshToday();
        lastRefresh = now();
      } catch (error) {
        fail(`today's releases: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    const watched = await watchedReleases(db, new Date(now() - lookbackMs), new Date(now()));
    status.watching = watched.length;
    status.state = 'watching';
    for (const w of watched) {
      for (const link of deps.linkedSymbols(w.release)) {
        if (controller.signal.aborted || !deps.leads()) return;
        if (duePoints(w.release, w.read.get(link.key), now(), settleMs).length) status.state = 'recording';
        if (!(await record(db, w, link))) {
          status.state = 'paused';
          await sleep(tickMs * 4);
          return;
        }
      }
    }
    status.state = 'watching';
    // Then one step back through the older releases (they wait while the window has work).
    try {
      await sweep.step(db);
    } catch (error) {
      fail(`older releases: ${error instanceof Error ? error.message : String(error)}`);
      status.state = 'paused';
      await sleep(tickMs * 4);
    }
  }

  async function run(): Promise<void> {
    while (!controller.signal.aborted) {
      if (!deps.leads()) {
        status.state = 'following';
        await sleep(tickMs);
        continue;
      }
      try {
        await round(await deps.db());
      } catch (error) {
        status.state = 'unavailable';
        fail(`archive: ${error instanceof Error ? error.message : String(error)}`);
      }
      await sleep(tickMs);
    }
  }

  return {
    status: (): RecorderStatus => ({ ...status, lastError: status.lastError && { ...status.lastError }, sweep: sweep.status() }),
    /** The sweep's K-line calls per symbol: not per release (the benchmark tells them apart). */
    sweepCallsBySymbol: () => sweep.callsBySymbol(),
    start(): void {
      if (deps.pacer.ratePerS <= 0 || loop) return;
      loop = run();
    },
    async stop(): Promise<void> {
      controller.abort();
      await loop;
    },
  };
}

export type ReactionRecorder = ReturnType<typeof createReactionRecorder>;
