import 'server-only';
import { getConfig } from '@/lib/config';
import { dayIn } from '@/lib/time/zones';
import type { Locale } from '@/lib/i18n/routing';
import type { Release } from '@/lib/upstream/types';
import { lacking, withBestValues } from './best-values';
import { upstreamDay } from './load';
import { loadUsData } from './load-events';
import type { Section } from './section';

/**
 * U.S. data (legacy usaData) with forecast and actual from the best source:
 * the tokened daily data of the page's variant fills what the legacy row
 * leaves empty. Best effort: a day that cannot be read leaves its rows as the
 * legacy family wrote them.
 */
export async function loadUsDataBest(locale: Locale): Promise<Section<Release[]>> {
  const s = await loadUsData(locale);
  if (!s.ok) return s;
  const zone = getConfig().upstream.timeZone;
  const days = [...new Set(lacking(s.data).map((r) => dayIn(new Date(r.publishedAt), zone)))];
  const daily: Release[] = [];
  // A few days at a time: the past days come from the cache after the first visit.
  for (let i = 0; i < days.length; i += 6) {
    const parts = await Promise.allSettled(days.slice(i, i + 6).map((d) => upstreamDay(locale, d)));
    for (const p of parts) if (p.status === 'fulfilled') daily.push(...p.value.data);
  }
  return { ...s, data: withBestValues(s.data, daily) };
}
