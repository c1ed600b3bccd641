import 'server-only';
import type { LinkedSymbol } from '@/lib/market/release-symbols';
import type { Candle, Fetched, Release } from '@/lib/upstream/types';
import type { Queryable } from './db';
import { beyondKlines, earliestCandleEnd, storeKlineDepth } from './kline-depth';
import { POINTS, readPoints } from './reactions';
import { storeReads, watchedReleases } from './reactions-store';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

export interface SweepDeps {
  linkedSymbols: (release: Release) => LinkedSymbol[];
  /** One K-line answer of a symbol, inside the archive's budget; null when the turn was given up (stopping, no longer leading). */
  fetchCandles: (link: LinkedSymbol) => Promise<Fetched<Candle[]> | null>;
  now: () => number;
  /** Releases newer than now − lookback are the watched window's (lib/archive/reaction-recorder.ts). */
  lookbackMs: number;
  /** How long after a pass ended the next one starts (releases leave the watched window meanwhile). */
  everyMs?: number;
  /** Sooner, but not sooner than this, when the archive gained days since the last pass (the backfill, readers' days). */
  afterNewDaysMs?: number;
  /** The span of release instants one step reads. */
  chunkMs?: number;
  onReads?: (stored: number, gaps: number) => void;
}

export interface SweepStatus {
  /** A pass is walking back through the archive. */
  sweeping: boolean;
  /** How far back the current or last pass went (ISO), null before the first. */
  reachedBack: string | null;
  passes: number;
  /** K-line calls made by the sweep (also counted in the recorder's `candleCalls`). */
  calls: number;
}

interface Pass {
  /** Releases before this instant are still to walk. */
  cursor: number;
  /** One answer per symbol per pass: every older release of the symbol is read from it. */
  answers: Map<string, { fetched: Fetched<Candle[]>; earliestEnd: number | null }>;
}

/** Changes whenever a day is archived (by the backfill or a reader's visit): older releases may have arrived. */
async function archivedDaysMark(db: Queryable): Promise<string> {
  const [row] = await db.query<{ n: number; at: Date | string | null }>('SELECT count(*)::int AS n, max(archived_at) AS at FROM archived_days');
  return `${row?.n ?? 0}|${row?.at ? new Date(row.at).getTime() : ''}`;
}

/** The newest release instant before `before`, or null when the archive holds none. */
async function newestBefore(db: Queryable, before: number): Promise<number | null> {
  const [row] = await db.query<{ at: Date | string | null }>('SELECT max(published_at) AS at FROM releases WHERE published_at < $1', [
    new Date(before).toISOString(),
  ]);
  return row?.at ? new Date(row.at).getTime() : null;
}

/**
 * The releases older than the recorder's watched window (every
 * release in the archive), walked back from the window's edge one step at a
 * time: each linked symbol's one-minute K-lines are asked once per pass, and
 * each release they reach gets its points read from that answer (gaps where
 * it holds no candle, never a value between two). A release the answer does
 * not reach at all gets no rows: the symbol's depth is remembered instead
 * (lib/archive/kline-depth.ts) and the indicator page counts those releases.
 * A pass ends once a step lies wholly beyond every answer's depth, or at the
 * archive's oldest release; so a pass costs at most one call per linked
 * symbol, within the bound of linked symbols × marks per release.
 */
export function createReactionSweep(deps: SweepDeps) {
  const everyMs = deps.everyMs ?? 60 * MINUTE;
  const chunkMs = deps.chunkMs ?? 3 * DAY;
  const afterNewDaysMs = deps.afterNewDaysMs ?? MINUTE;
  let pass: Pass | null = null;
  let lastEnd = -Infinity;
  /** archivedDaysMark when the last pass started. */
  let daysSeen = '';
  const status: SweepStatus = { sweeping: false, reachedBack: null, passes: 0, calls: 0 };
  /** Calls per symbol (`EXCODE:CODE`), for the benchmark's attribution of calls to releases. */
  const callsBySymbol = new Map<string, number>();

  const end = () => {
    pass = null;
    lastEnd = deps.now();
    status.sweeping = false;
    status.passes++;
  };

  /** The answer of a symbol in this pass (asked once), or null when it could not be asked now. */
  async function answerOf(db: Queryable, p: Pass, link: LinkedSymbol) {
    const known = p.answers.get(link.key);
    if (known) return known;
    const fetched = await deps.fetchCandles(link);
    if (!fetched) return null;
    status.calls++;
    callsBySymbol.set(link.key, (callsBySymbol.get(link.key) ?? 0) + 1);
    const answer = { fetched, earliestEnd: earliestCandleEnd(fetched.data) };
    p.answers.set(link.key, answer);
    if (answer.earliestEnd !== null) await storeKlineDepth(db, link.key, answer.earliestEnd, fetched.fetchedAt);
    return answer;
  }

  /**
   * One step of the current pass (a pass starts when due): the releases of
   * one span. Rejects when the upstream or the archive failed (the pass goes
   * on from the same step next time); false when there was nothing to do.
   */
  async function step(db: Queryable): Promise<boolean> {
    if (!pass) {
      const since = deps.now() - lastEnd;
      if (since < afterNewDaysMs) return false;
      const days = await archivedDaysMark(db);
      if (since < everyMs && days === daysSeen) return false;
      daysSeen = days;
      pass = { cursor: deps.now() - deps.lookbackMs, answers: new Map() };
      status.sweeping = true;
    }
    const p = pass;
    const newest = await newestBefore(db, p.cursor);
    if (newest === null) {
      end();
      return true;
    }
    const since = newest - chunkMs;
    const releases = await watchedReleases(db, new Date(since + 1), new Date(newest));
    for (const w of releases.reverse()) {
      for (const link of deps.linkedSymbols(w.release)) {
        const done = w.read.get(link.key);
        const pending = POINTS.filter((point) => !done?.has(point));
        if (!pending.length) continue;
        const answer = await answerOf(db, p, link);
        if (!answer) return true;
        if (answer.earliestEnd === null || beyondKlines(w.release.publishedAt, answer.earliestEnd)) continue;
        const reads = readPoints(answer.fetched.data, w.release.publishedAt, answer.fetched.fetchedAt, pending);
        const key = { recordId: w.release.id, publishedAt: w.release.publishedAt, indicatorId: w.release.indicatorId, symbol: link.key };
        const stored = await storeReads(db, key, reads, new Date(deps.now()));
        deps.onReads?.(stored, reads.filter((r) => r.price === null).length);
      }
    }
    p.cursor = since + 1;
    status.reachedBack = new Date(p.cursor).toISOString();
    // Every release left is older than the cursor: once each answer of the pass is out of its reach, the pass is over.
    const depths = [...p.answers.values()].map((a) => a.earliestEnd ?? Infinity);
    if (depths.length > 0 && depths.every((d) => beyondKlines(new Date(p.cursor).toISOString(), d))) end();
    return true;
  }

  return { step, status: (): SweepStatus => ({ ...status }), callsBySymbol: (): ReadonlyMap<string, number> => new Map(callsBySymbol) };
}

export type ReactionSweep = ReturnType<typeof createReactionSweep>;
