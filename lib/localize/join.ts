import 'server-only';
import { getConfig } from '@/lib/config';
import { variantOf } from '@/lib/upstream/variants';
import { getIndicator } from '@/lib/upstream';
import { withinBudget } from '@/lib/upstream/deadline';
import type { CalendarEvent, Release } from '@/lib/upstream/types';
import { localizeLegacyEvent, localizeLegacyRelease, type IndicatorNames } from './legacy';
import type { LocalizedEvent, LocalizedRelease } from './marks';
import { toTraditional } from './traditional';
import type { Locale } from '@/lib/i18n/routing';

/** At most this many indicator-info calls at once: a 30-day legacy list names ~100 indicators. */
const CONCURRENCY = 6;

/**
 * The tokened family's names of the indicators on a view, in the page's
 * variant: one cached indicator-info call per distinct IDX_ID (the same
 * call, and cache, as the indicator page), a few at a time, all within one
 * UPSTREAM_TIMEOUT_MS. An id whose info fails or is unknown is simply absent:
 * its rows keep their original text, marked.
 */
export async function indicatorNames(locale: Exclude<Locale, 'zh-CN'>, ids: string[]): Promise<Map<string, IndicatorNames>> {
  const queue = [...new Set(ids)];
  const names = new Map<string, IndicatorNames>();
  const worker = async () => {
    for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
      try {
        const { data } = await getIndicator(variantOf(locale), id);
        names.set(id, { name: data.name, country: data.country, unit: data.unit });
      } catch {
        // Not joined: the row says it is shown in the original.
      }
    }
  };
  await withinBudget(getConfig().upstream.timeoutMs, () => Promise.all(Array.from({ length: CONCURRENCY }, worker)));
  return names;
}

/** Releases for the reader: legacy rows joined to the tokened family's names; other rows as they are. */
export async function localizeReleases(releases: Release[], locale: Locale): Promise<LocalizedRelease[]> {
  if (locale === 'zh-CN') return releases;
  const legacy = releases.filter((r) => r.source === 'legacy');
  if (!legacy.length) return releases;
  const names = await indicatorNames(locale, legacy.map((r) => r.indicatorId));
  return releases.map((r) => localizeLegacyRelease(r, locale, names.get(r.indicatorId) ?? null, toTraditional));
}

/** Events for the reader: legacy rows through the country table and the pattern catalogue. */
export function localizeEvents(events: CalendarEvent[], locale: Locale): LocalizedEvent[] {
  return locale === 'zh-CN' ? events : events.map((e) => localizeLegacyEvent(e, locale, toTraditional));
}
