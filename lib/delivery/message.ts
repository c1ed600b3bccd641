import { createTranslator } from 'next-intl';
import { localePath, type Locale } from '@/lib/i18n/routing';
import { displayValue } from '@/lib/localize/units';
import { actualKey, beforeKey } from '@/lib/reminders/due';
import { actualText, beforeText, type ReminderT } from '@/lib/reminders/words';
import type { Release } from '@/lib/upstream/types';
import { ALL_MESSAGES } from '@/lib/i18n/all-messages';
import type { DeliveryKind } from './plan';

/** A message as push shows it and the chat formats start from (docs/design.md, "Delivery"). */
export interface Message {
  title: string;
  body: string;
  /** The release's indicator page on the public origin. */
  url: string;
  /** One notification per release and kind: a newer one replaces it. */
  tag: string;
}

export interface MessageOf {
  kind: DeliveryKind;
  release: Release;
  minutes?: number;
}

/** The release's time in the recipient's zone, then the zone's short name ("08:30 EST", "21:30 GMT+8"). */
export function timeIn(iso: string, locale: Locale, timeZone: string): string {
  const parts = new Intl.DateTimeFormat(locale, { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZoneName: 'short' }).formatToParts(new Date(iso));
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('hour')}:${part('minute')} ${part('timeZoneName')}`.trim();
}

function value(v: string | null, r: Release, locale: Locale): string {
  if (v == null) return '';
  if (locale === 'en') return displayValue(v, r.unit, locale, r.unitRate) ?? v;
  return r.unit && r.unit !== '%' ? `${v} ${r.unit}` : `${v}${r.unit}`;
}

export const indicatorUrl = (r: Pick<Release, 'indicatorId'>, locale: Locale, origin: URL) =>
  new URL(localePath(locale, `/indicators/${encodeURIComponent(r.indicatorId)}`), origin).toString();

/**
 * A release's message in the recipient's language and zone: "In 15 min: …"
 * with its time; the actual with the forecast's beat/miss word, the previous
 * value and the assets it is bullish or bearish for; a revision likewise.
 */
export function deliveryMessage(m: MessageOf, locale: Locale, timeZone: string, origin: URL): Message {
  const t = createTranslator({ locale, messages: ALL_MESSAGES[locale], namespace: 'Reminders' }) as unknown as ReminderT;
  const d = deliveryWords(locale);
  const r = m.release;
  // The upstream's Chinese titles often start with the country already ("美国2026年10月…").
  const titled = r.country && !r.title.includes(r.country) ? `${r.country} ${r.title}` : r.title;
  const name = r.period && !r.title.includes(r.period) ? `${titled} (${r.period})` : titled;
  const named = { ...r, title: name };
  const url = indicatorUrl(r, locale, origin);
  // The tags of the in-page reminders (lib/reminders/due.ts): with a page open too, one notification replaces the other.
  const tag = m.kind === 'before' ? beforeKey(r) : m.kind === 'actual' ? actualKey(r) : actualKey(r).replace(/^actual:/, 'revised:');
  if (m.kind === 'before') {
    const time = timeIn(r.publishedAt, locale, timeZone);
    const text = beforeText(named, m.minutes ?? 0, time, t);
    return { title: m.minutes ? text.title : d('nowTitle', { title: name }), body: text.body, url, tag };
  }
  // The actual's title, then the beat/miss word with the forecast, the previous value, the assets it moves.
  const text = actualText(named, locale, t);
  const separator = t('clauseSeparator');
  const [outcome, ...assets] = text.body.split(separator);
  const previous = r.previous != null ? [d('previous', { value: value(r.revised ?? r.previous, r, locale) })] : [];
  const body = [outcome, ...previous, ...assets].join(separator);
  if (m.kind === 'revised') return { title: d('revisedTitle', { title: name, actual: value(r.actual, r, locale) }), body, url, tag };
  return { title: text.title, body, url, tag };
}

/** Delivery's own words (a batch's heading, a link's text, the test notification) in a language. */
export const deliveryWords = (locale: Locale) => createTranslator({ locale, messages: ALL_MESSAGES[locale], namespace: 'Delivery' });

/** The test notification of the reminders panel. */
export function testMessage(locale: Locale, origin: URL): Message {
  const d = deliveryWords(locale);
  return { title: d('testTitle'), body: d('testBody'), url: new URL(localePath(locale, '/calendar'), origin).toString(), tag: 'macrodesk:test' };
}
