import 'server-only';
import { headers } from 'next/headers';
import { getTranslations } from 'next-intl/server';
import { getConfig } from '@/lib/config';
import { loadReaderDay } from '@/lib/calendar/load';
import { parseDate } from '@/lib/calendar/params';
import type { Locale } from '@/lib/i18n/routing';
import { REQUEST_URL_HEADER } from '@/lib/security/headers';
import { formatDay, formatInstant } from '@/lib/time/format';
import { canonicalTimeZone } from '@/lib/time/zone-name';
import { todayIn } from '@/lib/time/zones';
import type { PreviewCard } from './card';

/**
 * The query of the image request. Image routes get the path's params only,
 * so the day of a shared calendar link travels in the image URL's query
 * (`?date=&tz=`, see lib/share/og/images.ts) and is read from the URL that
 * proxy.ts forwards for every page-like request.
 */
async function imageQuery(): Promise<URLSearchParams> {
  const forwarded = (await headers()).get(REQUEST_URL_HEADER) ?? '/';
  return new URL(forwarded, 'http://local').searchParams;
}

/** A calendar day's card: the date, how many releases and how many of high importance, the next key ones. */
export async function calendarDayCard(locale: Locale): Promise<PreviewCard> {
  const [t, tc] = await Promise.all([getTranslations({ locale, namespace: 'Share' }), getTranslations({ locale, namespace: 'Calendar' })]);
  const query = await imageQuery();
  const tz = canonicalTimeZone(query.get('tz')) ?? getConfig().defaultTimeZone;
  const today = todayIn(tz);
  const date = parseDate(query.get('date') ?? undefined, today);
  const day = date.ok ? date.value : today;
  const base = { tagline: t('tagline'), kicker: tc('day.title'), title: formatDay(day, locale, 'weekdayDate') };
  const section = await loadReaderDay(locale, day, tz);
  if (!section.ok) return { ...base, subtitle: t('unavailable'), facts: [] };
  const high = section.data.filter((r) => r.importance === 3);
  return {
    ...base,
    subtitle: t('calendarReleases', { count: section.data.length, high: high.length }),
    facts: [],
    lines: high.slice(0, 4).map((r) => `${formatInstant(r.publishedAt, locale, tz, 'time')}  ${r.country} · ${r.title}`),
  };
}
