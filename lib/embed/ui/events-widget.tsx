import { getTranslations } from 'next-intl/server';
import { countryCode } from '@/lib/release/countries';
import { loadEventsOfDay } from '@/lib/calendar/load-events';
import { filterEvents } from '@/lib/calendar/filters';
import { CountryName } from '@/lib/calendar/ui/country-name';
import { OriginalText } from '@/lib/localize/ui/original-text';
import { isOriginal } from '@/lib/localize/marks';
import { SectionError } from '@/lib/calendar/ui/section-error';
import { formatDay, formatInstant } from '@/lib/time/format';
import { todayIn } from '@/lib/time/zones';
import { Importance } from '@/lib/ui/importance';
import { StaleNote } from '@/lib/ui/stale-note';
import type { Locale } from '@/lib/i18n/routing';
import type { WidgetOptions } from '../params';
import styles from './embed.module.css';
import { usDataOffered } from '@/lib/calendar/us-data';
import type { EmbedBody } from './embed-page';

type Options = Extract<WidgetOptions, { kind: 'events' }>;

/**
 * Today's holidays, financial events or treasury issuance. A holiday is a
 * date of the upstream's calendar, so it is shown on that date, not moved
 * into the reader's zone (as on the events page).
 */
export async function EventsWidget({ locale, tz, options }: { locale: Locale; tz: string; options: Options }) {
  const t = await getTranslations('Embed');
  const section = await loadEventsOfDay(locale, options.type, todayIn(tz), tz);
  if (!section.ok) return <SectionError error={section.error} />;
  const rows = filterEvents(section.data, options.filters).slice(0, options.limit);
  return (
    <>
      {section.stale ? <StaleNote fetchedAt={section.fetchedAt} tz={tz} locale={locale} /> : null}
      {rows.length ? (
        <ol className={styles.list} data-testid="embed-events">
          {rows.map((e) => (
            <li key={`${e.kind}-${e.id}`} data-country={countryCode(e.country)}>
              <time className={styles.time} dateTime={e.date ?? e.at}>
                {e.date ? formatDay(e.date, locale, 'shortDate') : formatInstant(e.at, locale, tz, 'time')}
              </time>
              <div className={styles.item}>
                <p className={styles.head}>
                  <CountryName name={e.country} original={isOriginal(e, 'country')} />
                  {e.importance ? <Importance level={e.importance} /> : null}
                  {e.timeConfirmed === false ? <span>{t('unconfirmed')}</span> : null}
                </p>
                <span>
                  <OriginalText text={e.description} original={isOriginal(e, 'description')} />
                </span>
              </div>
            </li>
          ))}
        </ol>
      ) : (
        <p className={styles.empty} data-testid="empty">
          {t('eventsEmpty')}
        </p>
      )}
    </>
  );
}

/** The events widget's route body (app/[locale]/embed/events). */
export const eventsEmbed: EmbedBody<'events'> = ({ widget, view, t, frame, unknown }) => {
  // Treasury issuance exists only in the legacy family (docs/upstream.md section A).
  if (widget.type === 'treasury' && !usDataOffered()) return unknown(t('treasuryUnavailable'));
  return frame(t(`title.events-${widget.type}`), <EventsWidget locale={view.locale} tz={view.tz} options={widget} />);
};
