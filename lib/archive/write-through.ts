import 'server-only';
import { getConfig } from '@/lib/config';
import { processSlot } from '@/lib/process-slots.mjs';
import { todayIn } from '@/lib/time/zones';
import type { Locale } from '@/lib/i18n/routing';
import { variantOf } from '@/lib/upstream/variants';
import type { Fetched, Release } from '@/lib/upstream/types';
import { archiveDb, archiveEnabled, archiveHeldElsewhere } from './runtime';
import { storeDayAnswer, storeReleases, storeLegacyIds } from './store';
import { writes } from './writes';

/**
 * Keys written lately, per kind, the oldest forgotten first: answers by key and
 * fetch time (a cached answer read by many pages is stored once), legacy id
 * pairs (each day read again and again carries the same ones).
 */
const SEEN = {
  answers: { slot: 'macrodesk.archive.seen', max: 2000 },
  pairs: { slot: 'macrodesk.archive.legacyPairsSeen', max: 20_000 },
} as const;

function firstTime(kind: keyof typeof SEEN, key: string): boolean {
  const { slot, max } = SEEN[kind];
  const map = processSlot(slot, () => new Map<string, true>());
  if (map.has(key)) return false;
  map.set(key, true);
  if (map.size > max) map.delete(map.keys().next().value as string);
  return true;
}


/**
 * Archives an answer the portal fetched, in the background: never awaited by
 * the page, failures logged and left to the backfill (a day is marked done
 * only once stored). `day`: the answer is one whole upstream day, which is
 * marked archived once it is over, and only when it was read whole: an empty
 * or partly unreadable answer (a glitch) stores what it holds and leaves the
 * day to the backfill (docs/operations.md, "The archive"). Legacy answers are
 * not archived: their texts are Chinese only and their record ids are
 * another family's. `onWhole` runs once the day is stored and marked whole.
 */
export function archiveAnswer(locale: Locale, what: string, answer: Fetched<Release[]>, day?: string, onWhole?: () => Promise<void>): void {
  // Another process holds the embedded archive: it is that process's to write.
  if (!archiveEnabled() || archiveHeldElsewhere() || answer.stale || answer.source === 'legacy') return;
  const variant = variantOf(locale);
  if (!firstTime('answers', `${variant}:${what}:${answer.fetchedAt}`)) return;
  const zone = getConfig().upstream.timeZone;
  const complete = day !== undefined && day < todayIn(zone);
  const at = new Date();
  const data = answer.data;
  const unread = answer.unread ?? 0;
  const queue = writes();
  // Where no server start ran it (a test, a dev reload): started here, once.
  queue.start();
  queue.push(async () => {
    const db = await archiveDb();
    const whole = await db.transaction(async (tx) => {
      if (complete) return (await storeDayAnswer(tx, variant, day, { releases: data, unread }, at, zone, false)).outcome === 'whole';
      await storeReleases(tx, variant, data, at, zone);
      return false;
    });
    if (whole) await onWhole?.();
  }, data.length);
}

/**
 * Legacy Calendar List `IDX_ID → ID` pairs, in the background like answers;
 * only pairs not stored lately (a cached day read by every page used to queue
 * its pairs again per read: a fifth of a symbol page's CPU went to PGlite).
 */
export function archiveLegacyIds(all: { indicatorId: string; legacyId: string }[]): void {
  if (!archiveEnabled() || archiveHeldElsewhere() || !all.length) return;
  const pairs = all.filter((p) => firstTime('pairs', `${p.indicatorId}\u0000${p.legacyId}`));
  if (!pairs.length) return;
  const at = new Date();
  const queue = writes();
  queue.start();
  queue.push(async () => storeLegacyIds(await archiveDb(), pairs, at), pairs.length);
}
