import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { pageMetadata } from '@/lib/share/page-metadata';
import { usDataOffered } from '@/lib/calendar/us-data';
import { PageHeader } from '@/lib/share/ui/page-header';
import { PageNotice } from '@/lib/ui/page-notice';
import { readerView, routeLocale, type PageProps } from '@/lib/reader/view';
import { readerUrl } from '@/lib/reader/link';
import { CalendarNav } from '@/lib/calendar/ui/calendar-nav';
import { directoryQuery } from '@/lib/indicator/directory-query';
import { loadDirectory } from '@/lib/indicator/load-directory';
import { IndicatorDirectory } from '@/lib/indicator/ui/directory';

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const locale = await routeLocale(params);
  if (!locale) return {};
  const t = await getTranslations({ locale, namespace: 'IndicatorDirectory' });
  return pageMetadata({ locale, path: '/indicators', title: t('title'), description: t('description') });
}

/** Every indicator, by country and category, with a search over their names (docs/design.md, "Find any indicator"). */
export default async function IndicatorsPage(props: PageProps) {
  const ctx = await readerView(props);
  const t = await getTranslations('IndicatorDirectory');
  const query = directoryQuery(ctx.searchParams);
  if (!query.ok) {
    return <PageNotice title={t('problemTitle')} message={t('problem')} href={readerUrl(ctx.locale, '/indicators', {}, ctx)} linkLabel={t('problemLink')} />;
  }
  const directory = await loadDirectory(ctx.locale);
  const countries = directory.ok ? new Set(directory.entries.map((e) => e.countryCode)).size : 0;
  return (
    <>
      <PageHeader title={t('title')} lead={directory.ok ? t('lead', { count: directory.entries.length, countries }) : undefined} />
      <CalendarNav current="indicators" ctx={ctx} legacy={usDataOffered()} />
      {directory.ok ? (
        <IndicatorDirectory entries={directory.entries} source={directory.source} query={query.value} ctx={ctx} />
      ) : (
        <p className="stale-note" role="status" data-testid="directory-unavailable">
          {t('unavailable')}
        </p>
      )}
    </>
  );
}
