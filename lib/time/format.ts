/**
 * Formatting of instants for readers (server and client): always with the
 * page locale and the reader's zone, never by string concatenation.
 */
import { dateTimeFormat, keptFormatter, relativeTimeFormat } from '@/lib/i18n/intl-cache';

export type InstantStyle = 'time' | 'date' | 'dateTime' | 'shortDate' | 'shortDateTime' | 'weekdayDate';

const STYLES: Record<InstantStyle, Intl.DateTimeFormatOptions> = {
  time: { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
  date: { year: 'numeric', month: 'long', day: 'numeric' },
  dateTime: { year: 'numeric', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
  shortDate: { month: 'short', day: 'numeric' },
  shortDateTime: { month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
  weekdayDate: { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' },
};

function formatter(locale: string, timeZone: string, style: InstantStyle): Intl.DateTimeFormat {
  return keptFormatter(`instant|${locale}|${timeZone}|${style}`, () => new Intl.DateTimeFormat(locale, { ...STYLES[style], timeZone }));
}

/** An instant (ISO string, epoch ms or Date) on the reader's clock. */
export function formatInstant(
  instant: string | number | Date,
  locale: string,
  timeZone: string,
  style: InstantStyle = 'dateTime',
): string {
  const date = instant instanceof Date ? instant : new Date(instant);
  if (Number.isNaN(date.getTime())) return '';
  return formatter(locale, timeZone, style).format(date);
}

/** A calendar day `YYYY-MM-DD` as words ("November 21, 2026"); the day is zone-free. */
export function formatDay(day: string, locale: string, style: 'date' | 'weekdayDate' | 'shortDate' = 'date'): string {
  return formatInstant(`${day}T12:00:00Z`, locale, 'UTC', style);
}

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
  ['second', 1000],
];

/** "in 5 min" / "3 hr. ago" in the locale; the largest unit that fits, rounded toward now. */
export function formatRelative(instant: string | number | Date, locale: string, now: number = Date.now()): string {
  const at = instant instanceof Date ? instant.getTime() : new Date(instant).getTime();
  if (Number.isNaN(at)) return '';
  const diff = at - now;
  const [unit, size] = UNITS.find(([, ms]) => Math.abs(diff) >= ms) ?? UNITS[UNITS.length - 1];
  const value = Math.trunc(diff / size);
  return relativeTimeFormat(locale, { numeric: 'auto', style: 'short' }).format(value, unit);
}

/** The zone's UTC offset at an instant, e.g. "GMT+8" / "GMT-5". */
export function zoneOffsetLabel(timeZone: string, at: Date = new Date()): string {
  const parts = dateTimeFormat('en-US', { timeZone, timeZoneName: 'shortOffset' }).formatToParts(at);
  return parts.find((p) => p.type === 'timeZoneName')?.value ?? timeZone;
}

/** A calendar month `YYYY-MM` as words ("November 2026", "2026年11月"). */
export function formatMonth(month: string, locale: string): string {
  return dateTimeFormat(locale, { year: 'numeric', month: 'long', timeZone: 'UTC' }).format(new Date(`${month}-15T12:00:00Z`));
}
