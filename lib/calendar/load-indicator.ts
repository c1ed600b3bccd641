import 'server-only';
import { getIndicator, getLegacyCalendar, getLegacyIndicatorDetail, getMonthReleases, legacyEnabled, legacyIdOf, rememberLegacyIds } from '@/lib/upstream';
import type { Indicator, Release } from '@/lib/upstream/types';
import type { Locale } from '@/lib/i18n/routing';
import { variantOf } from '@/lib/upstream/variants';
import { toTraditional } from '@/lib/localize/traditional';
import { archiveAnswer, archiveLegacyIds } from '@/lib/archive/write-through';
import { archiveKnowsIndicator, archivedLegacyIds } from '@/lib/archive/read';
import { kindOf, settle, type Section } from './section';

/**
 * The tokened info; `null` when the id is unknown (the page answers 404).
 * The upstream answers an unknown id with an empty value, and a glitch can
 * look the same (docs/operations.md, "The archive"): an id the archive has
 * releases of is known, and its page stays, with the info's error block.
 */
export async function loadIndicator(locale: Locale, id: string): Promise<Section<Indicator> | null> {
  const section = await settle(() => getIndicator(variantOf(locale), id));
  if (section.ok || kindOf(section.error) !== 'not-found') return section;
  if (!(await archiveKnowsIndicator(id))) return null;
  return { ok: false, error: Object.assign(new Error(`calendar.indicator: ${id} answered as unknown, though archived`), { kind: 'envelope' }) };
}

/**
/**
 * What only the legacy family has: Calendar Details (keywords, unit ratio),
 * asked with the legacy list's `ID` (never IDX_ID), and the list record's
 * AFFECT and PUBLISH_ORG for when the tokened info lacks them. The 30-day
 * lists (cached, shared with the calendar's fallback) show the record and
 * teach the IDX_ID → ID pair; the history archive keeps pairs learnt before
 * a restart. With no pair known, Details is not asked. null when the family
 * is off or knows nothing of the indicator. Its text is Simplified Chinese:
 * zh-TW readers get keywords converted to Traditional (English readers see
 * them marked as the original).
 */
export async function loadLegacyDetail(idxId: string, locale: Locale = 'zh-CN'): Promise<Section<Indicator> | null> {
  if (!legacyEnabled()) return null;
  const lists = await Promise.all([settle(() => getLegacyCalendar('M1')), settle(() => getLegacyCalendar('M'))]);
  for (const list of lists) if (list.ok) archiveLegacyIds(legacyPairsOf(list.data));
  const record = lists.flatMap((l) => (l.ok ? l.data : [])).filter((r) => r.indicatorId === idxId)
    .sort((a, b) => b.publishedAt.localeCompare(a.publishedAt))[0] ?? null;
  const legacyId = legacyIdOf(idxId) ?? (await archivedLegacyId(idxId));
  const section = legacyId ? await settle(() => getLegacyIndicatorDetail(legacyId)) : null;
  if (section?.ok) return { ...section, data: traditionalFor(locale, withListFields(section.data, record)) };
  if (record) return { ok: true, data: withListFields(fromListRecord(record), null), fetchedAt: Date.now(), stale: false, source: 'legacy' };
  return section && kindOf(section.error) !== 'not-found' ? section : null;
}

/** The legacy `ID` of an indicator as the archive remembers it (taught to the client's book); null when unknown or unreachable. */
async function archivedLegacyId(idxId: string): Promise<string | null> {
  const id = (await archivedLegacyIds(idxId).catch(() => []))[0] ?? null;
  if (id) rememberLegacyIds([[idxId, id]]);
  return id;
}

function legacyPairsOf(rows: Release[]): { indicatorId: string; legacyId: string }[] {
  return rows.flatMap((r) => (r.legacyId ? [{ indicatorId: r.indicatorId, legacyId: r.legacyId }] : []));
}

function traditionalFor(locale: Locale, detail: Indicator): Indicator {
  return locale === 'zh-TW' && detail.keywords ? { ...detail, keywords: toTraditional(detail.keywords) } : detail;
}

function withListFields(detail: Indicator, record: Release | null): Indicator {
  if (!record) return detail;
  return { ...detail, publisher: detail.publisher || (record.publisher ?? ''), marketImpact: detail.marketImpact ?? record.marketImpact };
}

/** An indicator as a legacy list record describes it (when Details cannot be asked). */
function fromListRecord(r: Release): Indicator {
  return {
    id: r.indicatorId, name: r.description, country: r.country, publisher: r.publisher ?? '', frequency: null,
    frequencyText: null, importance: r.importance, unit: r.unit, interpretation: null, chartNotes: null,
    marketImpact: r.marketImpact, reference: null, keywords: null, unitRate: null,
  };
}

/** This indicator's releases in the past and next 30 days (month m and m1), newest first. */
export function loadIndicatorReleases(locale: Locale, id: string): Promise<Section<Release[]>> {
  return settle(async () => {
    const [past, next] = await Promise.all([getMonthReleases(variantOf(locale), 'm'), getMonthReleases(variantOf(locale), 'm1')]);
    archiveAnswer(locale, 'month:m', past);
    archiveAnswer(locale, 'month:m1', next);
    // Record ids are not promised unique across days: a row is its id and its time.
    const seen = new Set<string>();
    const key = (r: Release) => `${r.id}@${r.publishedAt}`;
    const data = [...past.data, ...next.data]
      .filter((r) => r.indicatorId === id && !seen.has(key(r)) && seen.add(key(r)))
      .sort((a, b) => b.publishedAt.localeCompare(a.publishedAt));
    return {
      data,
      fetchedAt: Math.min(past.fetchedAt, next.fetchedAt),
      stale: past.stale || next.stale,
      source: past.source === 'tokened' ? next.source : past.source,
    };
  });
}
