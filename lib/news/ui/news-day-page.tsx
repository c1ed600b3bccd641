import { Suspense } from 'react';
import { getTranslations } from 'next-intl/server';
import { PageHeader } from '@/lib/share/ui/page-header';
import { PageNotice } from '@/lib/ui/page-notice';
import { Skeleton } from '@/lib/ui/skeleton';
import { formatDay } from '@/lib/time/format';
import { todayIn } from '@/lib/time/zones';
import { chooseNewsDay, newsDayRange } from '../days';
import { DayNav } from './day-nav';
import { newsDayPath } from './links';
import { NewsList } from './news-list';
import type { ReaderState } from '@/lib/reader/link';
import { localePath } from '@/lib/i18n/routing';

interface Props {
  locale: string;
  /** The raw `date` query parameter. */
  date: string | undefined;
  tz: string;
  reader: ReaderState;
}

/** /{locale}/news?date=YYYY-MM-DD: one day of news in the reader's zone. */
export async function NewsDayPage({ locale, date, tz, reader }: Props) {
  const t = await getTranslations('News');
  const today = todayIn(tz);
  const choice = chooseNewsDay(date, today);
  const todayHref = localePath(locale, newsDayPath(null, reader));

  if (choice.kind === 'invalid') {
    return (
      <PageNotice
        title={t('invalidTitle')}
        message={t('invalidMessage', { raw: choice.raw.slice(0, 40) })}
        href={todayHref}
        linkLabel={t('goToToday')}
      />
    );
  }
  if (choice.kind === 'out-of-range') {
    const { first, last } = newsDayRange(today);
    return (
      <PageNotice
        title={t('outOfRangeTitle')}
        message={t('outOfRangeMessage', { first: formatDay(first, locale), last: formatDay(last, locale) })}
        href={todayHref}
        linkLabel={t('goToToday')}
      />
    );
  }

  const { day } = choice;
  return (
    <div>
      <PageHeader title={t('heading', { day: formatDay(day, locale, 'weekdayDate') })} lead={t('lead', { zone: tz })}>
        <DayNav locale={locale} day={day} today={today} reader={reader} />
      </PageHeader>
      <Suspense key={`${day}|${tz}`} fallback={<Skeleton rows={6} />}>
        <NewsList day={day} locale={locale} tz={tz} reader={reader} />
      </Suspense>
    </div>
  );
}
