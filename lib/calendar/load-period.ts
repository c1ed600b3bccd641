import 'server-only';
import { getConfig } from '@/lib/config';
import { overlappingDaysOfSpan } from '@/lib/time/iso-week';
import type { Locale } from '@/lib/i18n/routing';
import type { Release } from '@/lib/upstream/types';
import { combineDays, upstreamDaysOfView } from './load';
import { releasesOfReaderDay } from './reader-day';
import { settle, type Section } from './section';

/** Upstream days asked at once for one period: a month needs ~32, the upstream should not see them in one burst. */
const PARALLEL = 6;

/**
 * Any run of reader days (an ISO week, a month) built from the upstream's
 * daily data: every upstream day the span overlaps is fetched once (the
 * cache keeps past days a day), then each reader day is cut out exactly as
 * the day view cuts its own, so a week shows the same rows as its seven days.
 */
export function loadReaderDays(locale: Locale, days: string[], tz: string): Promise<Section<Release[]>> {
  return settle(async () => {
    const upstreamDays = overlappingDaysOfSpan(days, tz, getConfig().upstream.timeZone);
    // Settled days come from the archive; over the budget, what is held builds the view ('partial').
    const view = await upstreamDaysOfView(locale, upstreamDays, PARALLEL);
    return combineDays(view, (lists) => {
      const flat = lists.flat();
      return days.flatMap((day) => releasesOfReaderDay(flat, day, tz));
    });
  });
}
