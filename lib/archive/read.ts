import 'server-only';
import type { Locale } from '@/lib/i18n/routing';
import { variantOf } from '@/lib/upstream/variants';
import type { Fetched, Release } from '@/lib/upstream/types';
import { Recent } from '@/lib/memory/recent';
import { processSlot } from '@/lib/process-slots.mjs';
import { archiveGeneration } from './generation';
import { archiveDb, archiveEnabled } from './runtime';
import { readArchivedDay, readChangeTimes, readHistory, readIndicatorSeen, readIndicatorsSeen, readLegacyIds, type HistoryRow } from './store';
import { readReleasesBetween } from './releases-between';
import { readSurpriseSources } from './surprises';
import { readDirectory, type DirectoryRow } from './directory';
import { surpriseHistory, type SurpriseHistory } from '@/lib/release/surprise';
import { TYPICAL_MARK, typicalMove, type TypicalMove } from './reactions';
import { indicatorSymbolKey, readTypicalReads, type IndicatorSymbol } from './reactions-store';

/** A reader never waits longer than this on the archive: past it, history is "unavailable". */
const READ_BUDGET_MS = 3000;

export class ArchiveUnavailable extends Error {
  constructor(detail: string) {
    super(`the history archive is unavailable: ${detail}`);
    this.name = 'ArchiveUnavailable';
  }
}

/** Runs an archive read within the reader's budget; ArchiveUnavailable when off, unreachable or late. */
export async function withinArchiveBudget<T>(work: () => Promise<T>): Promise<T> {
  if (!archiveEnabled()) throw new ArchiveUnavailable('it is off (ARCHIVE=off)');
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ArchiveUnavailable(`no answer within ${READ_BUDGET_MS} ms`)), READ_BUDGET_MS);
  });
  try {
    return await Promise.race([work(), late]);
  } catch (error) {
    throw error instanceof ArchiveUnavailable ? error : new ArchiveUnavailable(error instanceof Error ? error.message : String(error));
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Reads kept for the readers that follow: an indicator page asks its history,
 * reactions and legacy ids again for every reader, and the answers change
 * only when the archive is written. A kept answer is used while this process
 * wrote nothing since (lib/archive/generation.ts) and at most a minute (the
 * writes of another instance on a shared Postgres are not seen). One store
 * per process (on globalThis: routes are bundled apart).
 */
export function keptRead<T>(key: string, read: () => Promise<T>): Promise<T> {
  const kept = processSlot('macrodesk.archive.keptReads', () => new Recent<unknown>({ ttlMs: 60_000, maxEntries: 64 }));
  return kept.get(`${archiveGeneration()}|${key}`, read) as Promise<T>;
}

/**
 * One whole upstream day from the archive, for views built from daily data
 * (any week, any month) and for stale-if-error when the upstream fails: a
 * stale copy "as of" when it was archived. Null when the day was never
 * archived whole; rejects with ArchiveUnavailable when the archive is off or
 * unreachable.
 */
export async function archivedDay(locale: Locale, day: string): Promise<Fetched<Release[]> | null> {
  const variant = variantOf(locale);
  const found = await withinArchiveBudget(() => keptRead(`day|${variant}|${day}`, async () => readArchivedDay(await archiveDb(), variant, day)));
  if (!found) return null;
  return { data: found.releases, fetchedAt: found.archivedAt, stale: true, source: found.releases[0]?.source ?? 'tokened' };
}

/**
 * A settled past day (older than the days the upstream still revises) as the
 * archive holds it whole: the answer itself, not a stand-in, so not stale.
 * Null when the day was never archived whole, or the archive is off or
 * unreachable (the upstream is asked then).
 */
export async function settledDay(locale: Locale, day: string): Promise<Fetched<Release[]> | null> {
  const copy = await archivedDay(locale, day).catch(() => null);
  return copy && { ...copy, stale: false };
}

/** One indicator's archived releases (released ones) between two instants, oldest first. */
export async function indicatorHistory(locale: Locale, indicatorId: string, from: string | null, to: string | null): Promise<HistoryRow[]> {
  const variant = variantOf(locale);
  // Ranges that end now start at a moment that moves with every reader: read from the start of that
  // day (kept for the readers that follow), then cut at the moment itself.
  const at = from === null ? NaN : Date.parse(from);
  const day = Number.isNaN(at) ? from : new Date(at - (at % 86_400_000)).toISOString();
  const rows = await withinArchiveBudget(() =>
    keptRead(`history|${variant}|${indicatorId}|${day}|${to}`, async () => readHistory(await archiveDb(), variant, indicatorId, day, to)),
  );
  return Number.isNaN(at) ? rows : rows.filter((r) => Date.parse(r.publishedAt) >= at);
}

/**
 * Whether the archive ever held a release of this indicator: an id the
 * upstream answers as unknown is then a glitch of that answer, not a dead
 * link. False when the archive is off, unreachable or late.
 */
export async function archiveKnowsIndicator(indicatorId: string): Promise<boolean> {
  return withinArchiveBudget(() => keptRead(`seen|${indicatorId}`, async () => readIndicatorSeen(await archiveDb(), indicatorId))).catch(() => false);
}

/**
 * Of these indicator ids, the ones the archive never held a release of (a
 * watchlist's ids that no longer exist); null when the archive cannot say
 * (off, unreachable, late).
 */
export async function indicatorsUnknownToArchive(indicatorIds: string[]): Promise<string[] | null> {
  if (!indicatorIds.length) return [];
  return withinArchiveBudget(async () => {
    const seen = new Set(await readIndicatorsSeen(await archiveDb(), indicatorIds));
    return indicatorIds.filter((id) => !seen.has(id));
  }).catch(() => null);
}

/** The legacy `ID`s (Calendar Details' key) archived for an IDX_ID, last seen first. */
export function archivedLegacyIds(indicatorId: string): Promise<string[]> {
  return withinArchiveBudget(() => keptRead(`legacy-ids|${indicatorId}`, async () => readLegacyIds(await archiveDb(), indicatorId)));
}

export type { HistoryRow } from './store';

/** Archived releases published in [from, to) (upstream days fromDay..toDay) of the given importance, oldest first. */
export function archivedReleasesBetween(locale: Locale, range: { fromDay: string; toDay: string; from: string; to: string }, levels: readonly number[]): Promise<Release[]> {
  return withinArchiveBudget(async () => readReleasesBetween(await archiveDb(), variantOf(locale), range, levels));
}

/**
 * The surprise histories (lib/release/surprise.ts) of a view's indicators:
 * one archive read per view, kept for a minute in a store of its own, as a
 * view names many indicators. Unlike the other kept reads, a write does not
 * end it: a row's score is measured against the surprises published before
 * it, which a new actual does not change, and while the backfill or
 * write-through writes every few seconds, every view would read them again
 * (the day page's CPU, docs/performance.md "What the archive columns cost").
 * Rejects with ArchiveUnavailable when off, unreachable or late.
 */
export function surpriseHistories(locale: Locale, indicatorIds: readonly string[]): Promise<ReadonlyMap<string, SurpriseHistory>> {
  const variant = variantOf(locale);
  const ids = [...new Set(indicatorIds)].sort();
  const kept = processSlot('macrodesk.archive.surprises', () => new Recent<ReadonlyMap<string, SurpriseHistory>>({ ttlMs: 60_000, maxEntries: 32 }));
  return keptOrWithinBudget(kept, `${variant}|${ids.join(',')}`, async () => {
    const sources = await readSurpriseSources(await archiveDb(), variant, ids);
    return new Map([...sources].map(([id, rows]) => [id, surpriseHistory(rows)]));
  });
}

/**
 * A view's kept answer as it is, else `read` (kept for the views that follow)
 * within the reader's budget. Most views find their answer kept and wait on
 * nothing: they need no timer (docs/performance.md, "What the archive columns
 * cost (P6)").
 */
function keptOrWithinBudget<V>(kept: Recent<V>, key: string, read: () => Promise<V>): Promise<V> {
  const held = kept.peek(key);
  return held !== undefined ? Promise.resolve(held) : withinArchiveBudget(() => kept.get(key, read));
}

/**
 * The typical move of some indicators' linked symbols (docs/design.md,
 * "Typical moves"), by `indicatorSymbolKey`: one archive read for a view,
 * kept like the surprise histories (a minute, whatever is written: a median
 * over five or more releases moves little with one more). Rejects with
 * ArchiveUnavailable when off, unreachable or late.
 */
export function typicalMoves(pairs: readonly IndicatorSymbol[]): Promise<ReadonlyMap<string, TypicalMove>> {
  const unique = [...new Map(pairs.map((p) => [indicatorSymbolKey(p), p])).values()].sort((a, b) => indicatorSymbolKey(a).localeCompare(indicatorSymbolKey(b)));
  const kept = processSlot('macrodesk.archive.typicalMoves', () => new Recent<ReadonlyMap<string, TypicalMove>>({ ttlMs: 60_000, maxEntries: 32 }));
  return keptOrWithinBudget(kept, unique.map(indicatorSymbolKey).join(','), async () => {
    const reads = await readTypicalReads(await archiveDb(), unique, TYPICAL_MARK);
    return new Map(unique.map((p) => [indicatorSymbolKey(p), typicalMove(reads.get(indicatorSymbolKey(p)) ?? [])]));
  });
}

/**
 * When each release of a window last changed, by `id@publishedAt` (the
 * feeds' `updated`), kept like the other reads. Rejects with ArchiveUnavailable.
 */
export function releaseChangeTimes(locale: Locale, from: string, to: string): Promise<ReadonlyMap<string, string>> {
  const variant = variantOf(locale);
  return withinArchiveBudget(() => keptRead(`changes|${variant}|${from}|${to}`, async () => readChangeTimes(await archiveDb(), variant, from, to)));
}

/** Every indicator the archive has seen, as each variant last named it (kept like the other reads). */
export function indicatorDirectory(): Promise<DirectoryRow[]> {
  return withinArchiveBudget(() => keptRead('directory', async () => readDirectory(await archiveDb())));
}

export type { DirectoryRow } from './directory';
