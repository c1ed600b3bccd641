import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { routing } from '@/lib/i18n/routing';
import { pageMetadata } from '@/lib/i18n/metadata';
import { readerTimeZone, readerTimeZoneParam } from '@/lib/time/reader';
import { formatDay } from '@/lib/time/format';
import { todayIn } from '@/lib/time/zones';
import { chooseNewsDay } from '@/lib/news/days';
import { NewsDayPage } from '@/lib/news/ui/news-day-page';

type SearchParams = Record<string, string | string[] | undefined>;
type Props = { params: Promise<{ locale: string }>; searchParams: Promise<SearchParams> };

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  const [t, tz, date] = await Promise.all([
    getTranslations({ locale, namespace: 'News' }),
    readerTimeZone(searchParams),
    searchParams.then((sp) => first(sp.date)),
  ]);
  const choice = chooseNewsDay(date, todayIn(tz));
  const day = choice.kind === 'day' ? choice.day : todayIn(tz);
  const label = formatDay(day, locale);
  return pageMetadata({
    locale,
    path: choice.kind === 'day' && date ? `/news?date=${day}` : '/news',
    title: t('metaTitle', { day: label }),
    description: t('metaDescription', { day: label }),
  });
}

export default async function NewsRoute({ params, searchParams }: Props) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const [tz, tzParam, sp] = await Promise.all([readerTimeZone(searchParams), readerTimeZoneParam(searchParams), searchParams]);
  return <NewsDayPage locale={locale} date={first(sp.date)} tz={tz} tzParam={tzParam} />;
}
