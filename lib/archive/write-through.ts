import 'server-only';
import { getConfig } from '@/lib/config';
import { todayIn } from '@/lib/time/zones';
import { variantOf, type Locale } from '@/lib/i18n/routing';
import type { Fetched, Release } from '@/lib/upstream/types';
import { archiveDb, archiveEnabled } from './runtime';
import { markDayArchived, storeReleases, storeLegacyIds } from './store';

/** Answers archived lately, by key and fetch time: a cached answer read by many pages is stored once. */
const SEEN_MAX = 2000;
const KEY = Symbol.for('macrodesk.archive.seen');
type Holder = { [KEY]?: Map<string, true> };
const seen = (): Map<string, true> => ((globalThis as Holder)[KEY] ??= new Map());

function firstTime(key: string): boolean {
  const map = seen();
  if (map.has(key)) return false;
  map.set(key, true);
  if (map.size > SEEN_MAX) map.delete(map.keys().next().value as string);
  return true;
}

/**
 * Archives an answer the portal fetched, in the background: never awaited by
 * the page, failures logged and left to the backfill (a day is marked done
 * only once stored). `day`: the answer is one whole upstream day, which is
 * marked archived once it is over. Legacy answers are not archived: their
 * texts are Chinese only and their record ids are another family's.
 */
export function archiveAnswer(locale: Locale, what: string, answer: Fetched<Release[]>, day?: string): void {
  if (!archiveEnabled() || answer.stale || answer.source === 'legacy') return;
  const variant = variantOf(locale);
  if (!firstTime(`${variant}:${what}:${answer.fetchedAt}`)) return;
  const zone = getConfig().upstream.timeZone;
  const complete = day !== undefined && day < todayIn(zone);
  const at = new Date();
  archiveDb()
    .then((db) =>
      db.transaction(async (tx) => {
        await storeReleases(tx, variant, answer.data, at, zone);
        if (complete) await markDayArchived(tx, variant, day, answer.data.length, at);
      }),
    )
    .catch((error: unknown) => console.warn(`[archive] write-through of ${variant} ${what} failed: ${error instanceof Error ? error.message : String(error)}`));
}

/** Legacy Calendar List `IDX_ID → ID` pairs, in the background like answers. */
export function archiveLegacyIds(pairs: { indicatorId: string; legacyId: string }[]): void {
  if (!archiveEnabled() || !pairs.length) return;
  archiveDb()
    .then((db) => storeLegacyIds(db, pairs, new Date()))
    .catch((error: unknown) => console.warn(`[archive] legacy ids not stored: ${error instanceof Error ? error.message : String(error)}`));
}
