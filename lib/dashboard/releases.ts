import 'server-only';
import { getConfig } from '@/lib/config';
import { getDailyReleases } from '@/lib/upstream';
import type { Locale, Release } from '@/lib/upstream/types';
import { overlappingDays, todayIn } from '@/lib/time/zones';
import { keyReleasesOf, mergeFetched, type Merged } from './select';

/**
 * Today's high-importance releases in the reader's day and zone: the
 * upstream writes days in its own zone, so every upstream day the reader's
 * day overlaps is fetched (in the page locale's variant) and cut back.
 */
export async function todaysKeyReleases(
  locale: Locale,
  readerZone: string,
  now: Date = new Date(),
): Promise<Merged<Release> & { day: string }> {
  const day = todayIn(readerZone, now);
  const days = overlappingDays(day, readerZone, getConfig().upstream.timeZone);
  const merged = mergeFetched(await Promise.all(days.map((d) => getDailyReleases(locale, d))));
  return { ...merged, data: keyReleasesOf(merged.data, day, readerZone), day };
}
