import 'server-only';
import { getIndicator, getLegacyIndicatorDetail, getMonthReleases, legacyEnabled } from '@/lib/upstream';
import type { Indicator, Release } from '@/lib/upstream/types';
import { variantOf, type Locale } from '@/lib/i18n/routing';
import { toTraditional } from '@/lib/localize/traditional';
import { archiveAnswer } from '@/lib/archive/write-through';
import { kindOf, settle, type Section } from './section';

/** The tokened info; `null` when the id is unknown (the page answers 404). Other failures are thrown. */
export async function loadIndicator(locale: Locale, id: string): Promise<Section<Indicator> | null> {
  const section = await settle(() => getIndicator(variantOf(locale), id));
  if (!section.ok && kindOf(section.error) === 'not-found') return null;
  return section;
}

/**
 * What only the legacy Calendar Details has (keywords, unit ratio); null when
 * the family is off. Its text is Simplified Chinese: zh-TW readers get it
 * converted to Traditional (English readers see it marked as the original).
 */
export async function loadLegacyDetail(id: string, locale: Locale = 'zh-CN'): Promise<Section<Indicator> | null> {
  if (!legacyEnabled()) return null;
  const section = await settle(() => getLegacyIndicatorDetail(id));
  if (section.ok && locale === 'zh-TW' && section.data.keywords) {
    return { ...section, data: { ...section.data, keywords: toTraditional(section.data.keywords) } };
  }
  return !section.ok && kindOf(section.error) === 'not-found' ? null : section;
}

/** This indicator's releases in the past and next 30 days (month m and m1), newest first. */
export function loadIndicatorReleases(locale: Locale, id: string): Promise<Section<Release[]>> {
  return settle(async () => {
    const [past, next] = await Promise.all([getMonthReleases(variantOf(locale), 'm'), getMonthReleases(variantOf(locale), 'm1')]);
    archiveAnswer(locale, 'month:m', past);
    archiveAnswer(locale, 'month:m1', next);
    const seen = new Set<string>();
    const data = [...past.data, ...next.data]
      .filter((r) => r.indicatorId === id && !seen.has(r.id) && seen.add(r.id))
      .sort((a, b) => b.publishedAt.localeCompare(a.publishedAt));
    return {
      data,
      fetchedAt: Math.min(past.fetchedAt, next.fetchedAt),
      stale: past.stale || next.stale,
      source: past.source === 'tokened' ? next.source : past.source,
    };
  });
}
