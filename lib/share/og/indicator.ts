import 'server-only';
import { getTranslations } from 'next-intl/server';
import { getConfig } from '@/lib/config';
import { loadIndicator, loadIndicatorReleases } from '@/lib/calendar/load-indicator';
import { outcomeOf } from '@/lib/release/outcome';
import type { Locale } from '@/lib/i18n/routing';
import { formatInstant } from '@/lib/time/format';
import { zIndicatorId } from '@/lib/upstream/params';
import { displayValue } from '@/lib/localize/units';
import { defaultColors } from '@/lib/reader/colors';
import type { PreviewCard, Tone } from './card';

const TONE: Record<string, Tone> = { better: 'up', worse: 'down', neutral: 'none' };

/**
 * An indicator's card: name, country and importance, and its latest released
 * value against the forecast (coloured by what it means for the country's
 * currency), previous value, and when it was released (site default zone).
 */
export async function indicatorCard(locale: Locale, idxId: string): Promise<PreviewCard> {
  const [t, ti] = await Promise.all([getTranslations({ locale, namespace: 'Share' }), getTranslations({ locale, namespace: 'Indicator' })]);
  const base = { tagline: t('tagline'), facts: [] };
  const id = zIndicatorId.safeParse(idxId);
  const info = id.success ? await loadIndicator(locale, id.data) : null;
  if (!info?.ok) return { ...base, kicker: ti('fallbackTitle'), title: t('unavailable') };
  const indicator = info.data;
  const releases = await loadIndicatorReleases(locale, indicator.id);
  const latest = releases.ok ? (releases.data.find((r) => r.actual !== null) ?? releases.data[0]) : undefined;
  const card: PreviewCard = {
    ...base,
    kicker: indicator.country,
    importance: indicator.importance,
    title: indicator.name,
    colors: defaultColors(locale),
  };
  if (!latest) return card;
  const outcome = latest.actual !== null ? outcomeOf(latest) : null;
  const unit = (v: string | null) => displayValue(v, latest.unit, locale) ?? '—';
  const when = formatInstant(latest.publishedAt, locale, getConfig().defaultTimeZone, 'dateTime');
  return {
    ...card,
    subtitle: `${t('indicatorLatest')} · ${when}${latest.period ? ` · ${latest.period}` : ''}`,
    facts: [
      { label: t('actual'), value: latest.actual === null ? t('pending') : unit(latest.actual), tone: outcome ? TONE[outcome.tone] : 'none' },
      { label: t('forecast'), value: unit(latest.forecast) },
      { label: t('previous'), value: unit(latest.revised ?? latest.previous) },
    ],
  };
}
