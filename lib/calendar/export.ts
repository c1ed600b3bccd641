import type { CalendarEvent, Release } from '@/lib/upstream/types';
import { wallTimeIn } from '@/lib/time/zones';
import { toCsv } from './csv';
import type { IcsEvent } from './ics';
import { outcomeOf } from '@/lib/release/outcome';
import { displayValue, unitDisplay } from '@/lib/localize/units';
import type { Locale } from '@/lib/i18n/routing';
import { categoryOf, type Category } from '@/lib/release/category';
import { currencyOf, type Currency } from '@/lib/release/currency';
import { releaseCategory } from './filters';
import { releaseKey } from '@/lib/release/key';
import type { SurpriseScore } from '@/lib/release/surprise';

/**
 * The current view as .ics entries, CSV rows and JSON. Text comes in through
 * `ExportText` (localized by the caller), so this stays pure and testable.
 */
export interface ExportText {
  previous: string;
  forecast: string;
  actual: string;
  revisedFrom: (previous: string) => string;
  pending: string;
  importance: (level: number) => string;
  bullish: (assets: string) => string;
  bearish: (assets: string) => string;
  ruleAbove: (bullish: string, bearish: string) => string;
  timeUnconfirmed: string;
  kind: (kind: CalendarEvent['kind']) => string;
  /** The reader's language: English scales 万/亿 values like the page does (lib/localize/units.ts). */
  locale?: Locale;
}

/** A value as the page shows it: "130K persons" for English readers, "13.0 万人" as written otherwise. */
function shown(value: string, r: Pick<Release, 'unit' | 'unitRate'>, locale: Locale = 'zh-CN'): string {
  if (locale === 'en') return displayValue(value, r.unit, locale, r.unitRate) ?? value;
  return r.unit && r.unit !== '%' ? `${value} ${r.unit}` : `${value}${r.unit}`;
}

export function releaseDescription(r: Release, t: ExportText): string {
  const lines: string[] = [];
  const prev = r.revised ?? r.previous;
  if (prev !== null) {
    lines.push(`${t.previous}: ${shown(prev, r, t.locale)}${r.revised !== null && r.previous !== null ? ` (${t.revisedFrom(r.previous)})` : ''}`);
  }
  if (r.forecast !== null) lines.push(`${t.forecast}: ${shown(r.forecast, r, t.locale)}`);
  lines.push(`${t.actual}: ${r.actual !== null ? shown(r.actual, r, t.locale) : t.pending}`);
  if (r.importance !== null) lines.push(t.importance(r.importance));
  const outcome = r.actual !== null ? outcomeOf(r) : null;
  if (outcome) {
    if (outcome.bullish.length) lines.push(t.bullish(outcome.bullish.join(', ')));
    if (outcome.bearish.length) lines.push(t.bearish(outcome.bearish.join(', ')));
  } else if (r.impact.bullishIfAbove.length || r.impact.bearishIfAbove.length) {
    lines.push(t.ruleAbove(r.impact.bullishIfAbove.join(', '), r.impact.bearishIfAbove.join(', ')));
  }
  return lines.join('\n');
}

/** UIDs carry the record id only: the same release keeps its UID in every language and view. */
export const releaseUid = (r: Pick<Release, 'id'>) => `release-${r.id}@macrodesk`;
export const eventUid = (e: Pick<CalendarEvent, 'id' | 'kind'>) => `${e.kind}-${e.id}@macrodesk`;

export function releaseToIcs(r: Release, t: ExportText, url?: string): IcsEvent {
  const title = [r.country, r.title, r.period].filter(Boolean).join(' · ');
  return {
    uid: releaseUid(r),
    start: r.publishedAt,
    summary: r.actual !== null ? `${title}: ${shown(r.actual, r, t.locale)}` : title,
    description: releaseDescription(r, t),
    url,
    // The entry changes once, when the actual arrives.
    sequence: r.released ? 1 : 0,
    status: 'CONFIRMED',
    categories: [r.country],
  };
}

/** Holidays become all-day entries on the upstream's date; other events sit at their instant. */
export function eventToIcs(e: CalendarEvent, t: ExportText): IcsEvent {
  const details = [t.kind(e.kind), e.area, e.importance ? t.importance(e.importance) : null];
  if (e.timeConfirmed === false) details.push(t.timeUnconfirmed);
  return {
    uid: eventUid(e),
    start: e.at,
    allDay: e.date ?? undefined,
    summary: [e.country, e.description].filter(Boolean).join(' · '),
    description: details.filter(Boolean).join('\n'),
    sequence: 0,
    status: e.timeConfirmed === false ? 'TENTATIVE' : 'CONFIRMED',
    categories: [e.country],
  };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** `YYYY-MM-DD HH:mm` in the reader's zone. */
export function localStamp(iso: string, tz: string): string {
  const w = wallTimeIn(new Date(iso), tz);
  return `${w.year}-${pad(w.month)}-${pad(w.day)} ${pad(w.hour)}:${pad(w.minute)}`;
}

/**
 * Column names are stable English keys so that scripts reading the file work
 * in every language. previous…unit and unit_rate are the upstream's raw
 * strings; the *_display columns are what the page shows the reader (English:
 * 万/亿 scaled into K/M/B/T, the base unit translated).
 */
export const RELEASE_COLUMNS = [
  'time_local', 'time_utc', 'country', 'importance', 'title', 'period', 'previous', 'revised',
  'forecast', 'actual', 'unit', 'status', 'indicator_id', 'record_id',
  'unit_rate', 'previous_display', 'revised_display', 'forecast_display', 'actual_display', 'unit_display',
  'currency', 'category', 'surprise_z', 'surprise_n',
];

/** Surprise scores by release (lib/calendar/surprises.ts). */
export type ScoresByRelease = ReadonlyMap<string, SurpriseScore>;

/**
 * A release's surprise score as exports carry it: `surprise_z` to two
 * decimals (null without a score), `surprise_n` the earlier surprises it was
 * measured against (null when the release has no surprise at all).
 */
export function surpriseTags(r: Release, scores: ScoresByRelease | undefined): { surprise_z: number | null; surprise_n: number | null } {
  const s = scores?.get(releaseKey(r));
  return { surprise_z: s?.z != null ? Math.round(s.z * 100) / 100 : null, surprise_n: s ? s.n : null };
}

/** A release's currency (ISO 4217, or null) and category (lib/release), as exports carry them. */
export const releaseTags = (r: Release): { currency: Currency | null; category: Category } => ({ currency: currencyOf(r.country), category: releaseCategory(r) });

/** An event's currency and category (read from its description). */
export const eventTags = (e: CalendarEvent): { currency: Currency | null; category: Category } => ({ currency: currencyOf(e.country), category: categoryOf(e.description) });

/** The values as the reader sees them, beside the raw ones (CSV columns and JSON `display`). */
export function displayOf(r: Release, locale: Locale) {
  const u = unitDisplay(r.unit, locale, r.unitRate);
  return { previous: u.value(r.previous), revised: u.value(r.revised), forecast: u.value(r.forecast), actual: u.value(r.actual), unit: u.unit };
}

export function releasesCsv(releases: Release[], tz: string, locale: Locale = 'zh-CN', scores?: ScoresByRelease): string {
  return toCsv(
    RELEASE_COLUMNS,
    releases.map((r) => {
      const d = displayOf(r, locale);
      const surprise = surpriseTags(r, scores);
      return [
        localStamp(r.publishedAt, tz), r.publishedAt, r.country, r.importance, r.title, r.period, r.previous,
        r.revised, r.forecast, r.actual, r.unit, r.released ? 'released' : 'pending', r.indicatorId, r.id,
        r.unitRate?.raw ?? null, d.previous, d.revised, d.forecast, d.actual, d.unit,
        releaseTags(r).currency, releaseTags(r).category, surprise.surprise_z, surprise.surprise_n,
      ];
    }),
  );
}

export const EVENT_COLUMNS = ['time_local', 'time_utc', 'kind', 'country', 'area', 'importance', 'description', 'time_confirmed', 'id', 'currency', 'category'];

export function eventsCsv(events: CalendarEvent[], tz: string): string {
  return toCsv(
    EVENT_COLUMNS,
    events.map((e) => [
      localStamp(e.at, tz), e.at, e.kind, e.country, e.area, e.importance, e.description,
      e.timeConfirmed === null ? '' : e.timeConfirmed ? 'yes' : 'no', e.id,
      eventTags(e).currency, eventTags(e).category,
    ]),
  );
}
