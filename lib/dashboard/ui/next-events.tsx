import { getTranslations } from 'next-intl/server';
import { formatDay, formatInstant } from '@/lib/time/format';
import { dayIn } from '@/lib/time/zones';
import { ErrorBlock } from '@/lib/ui/error-block';
import { Importance } from '@/lib/ui/importance';
import { StaleNote } from '@/lib/ui/stale-note';
import { nextEvents } from '../events';
import { readerUrl } from '@/lib/reader/link';
import type { DashboardView } from '../view';

type Props = { view: DashboardView };

/** Holidays and financial events of today and tomorrow, upcoming first. */
export async function NextEvents({ view }: Props) {
  const { locale, tz } = view;
  const t = await getTranslations('Dashboard');
  const result = await nextEvents(locale, view.today, tz);
  if (!result.ok) return <ErrorBlock error={result.error} retryHref={readerUrl(locale, '/', {}, view)} />;
  return (
    <>
      {result.stale ? <StaleNote fetchedAt={result.fetchedAt} tz={tz} locale={locale} /> : null}
      {result.data.length === 0 ? (
        <p className="muted">{t('eventsEmpty')}</p>
      ) : (
        <ul className="item-list events">
          {result.data.map((e) => {
            const sameDay = dayIn(new Date(e.at), tz) === view.today;
            return (
              <li key={`${e.kind}:${e.id}`}>
                {/* A holiday is a date (as on the calendar's events page); other events are instants. */}
                <time className="item-time" dateTime={e.date ?? e.at}>
                  {e.date ? formatDay(e.date, locale, 'shortDate') : formatInstant(e.at, locale, tz, sameDay ? 'time' : 'shortDateTime')}
                </time>
                <span>
                  <span className="tag">{t(e.kind)}</span>{' '}
                  {e.country && !e.description.includes(e.country) ? <strong>{e.country} </strong> : null}
                  {e.description}
                  {e.timeConfirmed === false ? <span className="muted"> ({t('unconfirmed')})</span> : null}{' '}
                  {e.importance ? <Importance level={e.importance} /> : null}
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </>
  );
}
