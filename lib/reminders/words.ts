import { outcomeOf } from '@/lib/release/outcome';
import { displayValue } from '@/lib/localize/units';
import type { Release } from '@/lib/upstream/types';
import type { Translate } from '@/lib/i18n/translator';
import type { KnownRelease } from './due';
import type { Locale } from '@/lib/i18n/routing';

/** A message function of the `Reminders` namespace (next-intl's `t`). */
export type ReminderT = Translate<'Reminders'>;

function shown(value: string | null | undefined, r: KnownRelease, locale: Locale): string {
  if (value == null) return '';
  const unit = r.unit ?? '';
  if (locale === 'en') return displayValue(value, unit, locale, r.unitRate ?? null) ?? value;
  return unit && unit !== '%' ? `${value} ${unit}` : `${value}${unit}`;
}

export function beforeText(r: KnownRelease, minutes: number, time: string, t: ReminderT): { title: string; body: string } {
  return { title: t('beforeTitle', { minutes, title: r.title }), body: t('beforeBody', { time }) };
}

/** The actual and what it meant, in words: beat, miss or in line with the forecast, and for which assets. */
export function actualText(r: KnownRelease, locale: Locale, t: ReminderT): { title: string; body: string } {
  const title = t('actualTitle', { title: r.title, actual: shown(r.actual, r, locale) });
  const outcome = r.actual != null && r.forecast != null && r.impact ? outcomeOf(r as Release) : null;
  const clauses = [t('outcome', { direction: outcome?.direction ?? 'none', forecast: shown(r.forecast, r, locale) })];
  const list = (assets: string[]) => assets.join(t('listSeparator'));
  if (outcome?.bullish.length) clauses.push(t('bullish', { assets: list(outcome.bullish) }));
  if (outcome?.bearish.length) clauses.push(t('bearish', { assets: list(outcome.bearish) }));
  return { title, body: clauses.join(t('clauseSeparator')) };
}
