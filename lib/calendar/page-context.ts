import 'server-only';
import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { setRequestLocale } from 'next-intl/server';
import { routing } from '@/lib/i18n/routing';
import { readerTimeZone, readerTimeZoneParam } from '@/lib/time/reader';
import { todayIn } from '@/lib/time/zones';
import type { ViewContext } from './links';
import type { SearchParams } from './params';

export interface PageProps {
  params: Promise<{ locale: string }>;
  searchParams: Promise<SearchParams>;
}

/** Locale (404 when unknown), the reader's zone and today in it, for every calendar page. */
export async function calendarPage(props: PageProps): Promise<{ ctx: ViewContext; sp: SearchParams; today: string }> {
  const { locale } = await props.params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const sp = await props.searchParams;
  const tz = await readerTimeZone(sp);
  const tzParam = await readerTimeZoneParam(sp);
  return { ctx: { locale, tz, tzParam }, sp, today: todayIn(tz) };
}
