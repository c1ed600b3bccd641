import 'server-only';
import { loadReaderDay } from '@/lib/calendar/load';
import type { Section } from '@/lib/calendar/section';
import type { Locale } from '@/lib/i18n/routing';
import type { Release } from '@/lib/upstream/types';

/**
 * Today's high-importance releases (importance 3, docs/upstream.md
 * "Importance scale") of the reader's day: the calendar's own day, filtered,
 * so both pages agree on what today holds and share its fallbacks.
 */
export async function todaysKeyReleases(locale: Locale, today: string, tz: string): Promise<Section<Release[]>> {
  const day = await loadReaderDay(locale, today, tz);
  return day.ok ? { ...day, data: day.data.filter((r) => r.importance === 3) } : day;
}
