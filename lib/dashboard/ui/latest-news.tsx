import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import { formatInstant } from '@/lib/time/format';
import { ErrorBlock } from '@/lib/ui/error-block';
import { StaleNote } from '@/lib/ui/stale-note';
import type { Locale } from '@/lib/upstream/types';
import { latestNews } from '../news';

type Props = { locale: Locale; tz: string; query: string };

/** The newest news titles (content stays Chinese: news exists only under `api`, DESIGN.md). */
export async function LatestNews({ locale, tz, query }: Props) {
  const t = await getTranslations('Dashboard');
  let result: Awaited<ReturnType<typeof latestNews>>;
  try {
    result = await latestNews();
  } catch (error) {
    return <ErrorBlock error={error} retryHref={`/${locale}${query}`} />;
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
              <Link href={`/news/${encodeURIComponent(n.id)}${query}`} lang="zh-CN">
                {n.title}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
