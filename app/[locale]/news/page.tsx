import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { pageMetadata } from '@/lib/share/page-metadata';
import { first } from '@/lib/reader/query';
import { readerView, routeLocale, type PageProps } from '@/lib/reader/view';
import { formatDay } from '@/lib/time/format';
import { chooseNewsDay } from '@/lib/news/days';
import { NewsDayPage } from '@/lib/news/ui/news-day-page';

type Props = PageProps;

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const locale = await routeLocale(params);
  if (!locale) return {};
  const [t, view] = await Promise.all([getTranslations({ locale, namespace: 'News' }), readerView({ params, searchParams })]);
  const date = first(view.searchParams, 'date');
  const choice = chooseNewsDay(date, view.today);
  const day = choice.kind === 'day' ? choice.day : view.today;
  const label = formatDay(day, locale);
  return pageMetadata({
    locale,
    path: choice.kind === 'day' && date ? `/news?date=${day}` : '/news',
    title: t('metaTitle', { day: label }),
    description: t('metaDescription', { day: label }),
    feed: { kind: 'news', title: (await getTranslations({ locale, namespace: 'Feeds' }))('newsLinkTitle') },
  });
}

export default async function NewsRoute({ params, searchParams }: Props) {
  const view = await readerView({ params, searchParams });
  const { locale } = view;
  return <NewsDayPage locale={locale} date={first(view.searchParams, 'date')} tz={view.tz} reader={view} />;
}
