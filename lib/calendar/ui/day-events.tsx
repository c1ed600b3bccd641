import { getTranslations } from 'next-intl/server';
import { AppLink } from '@/lib/i18n/app-link';
import type { CalendarEvent } from '@/lib/upstream/types';
import { filterEvents } from '../filters';
import type { ViewContext } from '../links';
import { filterQuery, type CalendarFilters } from '../params';
import { readerHref } from '@/lib/reader/link';
import type { Section } from '../section';
import { EventTable } from './event-table';
import { SectionError } from './section-error';
import { SourceNote } from './source-note';
import styles from './calendar.module.css';

/** The day view's holidays and financial events of the same day, with a link to the events view. */
export async function DayEvents({
  holidays,
  events,
  day,
  ctx,
  filters,
}: {
  holidays: Promise<Section<CalendarEvent[]>>;
  events: Promise<Section<CalendarEvent[]>>;
  day: string;
  ctx: ViewContext;
  /** The page's filters: the same country and importance narrow the day's events too. */
  filters: CalendarFilters;
}) {
  const t = await getTranslations('Events');
  const parts = await Promise.all([holidays, events]);
  const failed = parts.find((p) => !p.ok);
  const ok = parts.filter((p) => p.ok);
  const rows = filterEvents(ok.flatMap((p) => p.data), filters).sort((a, b) => a.at.localeCompare(b.at));
  return (
    <>
      {ok.map((p, i) => (
        <SourceNote key={i} source={p.source} stale={p.stale} fetchedAt={p.fetchedAt} tz={ctx.tz} locale={ctx.locale} unread={p.unread} />
      ))}
      {failed && !failed.ok ? <SectionError error={failed.error} /> : null}
      {rows.length ? (
        <EventTable events={rows} ctx={ctx} caption={t('ofDay')} />
      ) : ok.length ? (
        <p className={styles.empty}>{t('emptyDay')}</p>
      ) : null}
      <p>
        <AppLink href={readerHref('/calendar/events', { date: day, ...filterQuery(filters) }, ctx)}>{t('more')}</AppLink>
      </p>
    </>
  );
}
