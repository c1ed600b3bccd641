import { getTranslations } from 'next-intl/server';
import { formatInstant } from '@/lib/time/format';
import { dayIn, todayIn } from '@/lib/time/zones';
import { ErrorBlock } from '@/lib/ui/error-block';
import { Importance } from '@/lib/ui/importance';
import { StaleNote } from '@/lib/ui/stale-note';
import type { Locale } from '@/lib/upstream/types';
import { nextEvents } from '../events';

type Props = { locale: Locale; tz: string; query: string };

/** Holidays and financial events of today and tomorrow, upcoming first. */
export async function NextEvents({ locale, tz, query }: Props) {
  const t = await getTranslations('Dashboard');
  let result: Awaited<ReturnType<typeof nextEvents>>;
  try {
    result = await nextEvents(locale, tz);
  } catch (error) {
    return <ErrorBlock error={error} retryHref={`/${locale}${query}`} />;
  }
  const today = todayIn(tz);
  return (
    <>
      {result.stale ? <StaleNote fetchedAt={result.fetchedAt} tz={tz} locale={locale} /> : null}
      {result.data.length === 0 ? (
        <p className="muted">{t('eventsEmpty')}</p>
      ) : (
        <ul className="item-list events">
          {result.data.map((e) => {
            const sameDay = dayIn(new Date(e.at), tz) === today;
            return (
              <li key={`${e.kind}:${e.id}`}>
                <time className="item-time" dateTime={e.at}>
                  {formatInstant(e.at, locale, tz, sameDay ? 'time' : 'shortDateTime')}
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
