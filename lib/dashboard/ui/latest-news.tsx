import { getTranslations } from 'next-intl/server';
import { AppLink } from '@/lib/i18n/app-link';
import { formatInstant } from '@/lib/time/format';
import { ErrorBlock } from '@/lib/ui/error-block';
import { StaleNote } from '@/lib/ui/stale-note';
import { latestNews } from '../news';
import { readerUrl } from '@/lib/reader/link';
import type { DashboardView } from '../view';
import { articlePath } from '@/lib/news/ui/links';

type Props = { view: DashboardView };

/** The newest news titles (content stays Chinese: news exists only under `api`, docs/design.md). */
export async function LatestNews({ view }: Props) {
  const { locale, tz } = view;
  const t = await getTranslations('Dashboard');
  let result: Awaited<ReturnType<typeof latestNews>>;
  try {
    result = await latestNews();
  } catch (error) {
    return <ErrorBlock error={error} retryHref={readerUrl(locale, '/', {}, view)} />;
  }
  return (
    <>
      {result.stale ? <StaleNote fetchedAt={result.fetchedAt} tz={tz} locale={locale} /> : null}
      {result.fromYesterday && result.data.length > 0 ? <p className="muted">{t('newsFromYesterday')}</p> : null}
      {result.data.length === 0 ? (
        <p className="muted">{t('newsEmpty')}</p>
      ) : (
        <ul className="item-list news">
          {result.data.map((n) => (
            <li key={n.id}>
              {n.publishedAt ? (
                <time className="item-time" dateTime={n.publishedAt}>
                  {formatInstant(n.publishedAt, locale, tz, 'time')}
                </time>
              ) : null}
              <AppLink href={articlePath(n.id, null, view)} lang="zh-CN">
                {n.title}
              </AppLink>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
