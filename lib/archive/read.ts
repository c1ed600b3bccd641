import 'server-only';
import { variantOf, type Locale } from '@/lib/i18n/routing';
import type { Fetched, Release } from '@/lib/upstream/types';
import { archiveDb, archiveEnabled } from './runtime';
import { readArchivedDay, readHistory, readLegacyIds, type HistoryRow } from './store';
import { readReleasesBetween } from './releases-between';

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
 * One whole upstream day from the archive, for views built from daily data
 * (any week, any month) and for stale-if-error when the upstream fails: a
 * stale copy "as of" when it was archived. Null when the day was never
 * archived whole; rejects with ArchiveUnavailable when the archive is off or
 * unreachable.
 */
export async function archivedDay(locale: Locale, day: string): Promise<Fetched<Release[]> | null> {
  const found = await withinArchiveBudget(async () => readArchivedDay(await archiveDb(), variantOf(locale), day));
  if (!found) return null;
  return { data: found.releases, fetchedAt: found.archivedAt, stale: true, source: found.releases[0]?.source ?? 'tokened' };
}

/** One indicator's archived releases (released ones) between two instants, oldest first. */
export function indicatorHistory(locale: Locale, indicatorId: string, from: string | null, to: string | null): Promise<HistoryRow[]> {
  return withinArchiveBudget(async () => readHistory(await archiveDb(), variantOf(locale), indicatorId, from, to));
}

/** The legacy `ID`s (Calendar Details' key) archived for an IDX_ID, last seen first. */
export function archivedLegacyIds(indicatorId: string): Promise<string[]> {
  return withinArchiveBudget(async () => readLegacyIds(await archiveDb(), indicatorId));
}

export type { HistoryRow } from './store';

/** Archived releases published in [from, to) (upstream days fromDay..toDay) of the given importance, oldest first. */
export function archivedReleasesBetween(locale: Locale, range: { fromDay: string; toDay: string; from: string; to: string }, levels: readonly number[]): Promise<Release[]> {
  return withinArchiveBudget(async () => readReleasesBetween(await archiveDb(), variantOf(locale), range, levels));
}
