import { getTranslations } from 'next-intl/server';
import { publicOrigin } from '@/lib/security/public-origin';
import type { CalendarEvent } from '@/lib/upstream/types';
import { eventsOffer, filterEvents, hasFilters } from '../filters';
import type { ViewContext } from '../links';
import { filterQuery, type CalendarFilters } from '../params';
import type { Section } from '../section';
import { EventTable } from './event-table';
import { ExportLinks } from './export-links';
import { FilterForm } from './filter-form';
import { SectionError } from './section-error';
import { SourceNote } from './source-note';
import styles from './calendar.module.css';

/** One day's holidays, events or treasury issuance, filterable and exportable. */
export async function EventsSection({
  section,
  ctx,
  filters,
  action,
  view,
  caption,
}: {
  section: Promise<Section<CalendarEvent[]>>;
  ctx: ViewContext;
  filters: CalendarFilters;
  action: string;
  view: Record<string, string>;
  caption: string;
}) {
  const s = await section;
  if (!s.ok) return <SectionError error={s.error} />;
  const t = await getTranslations('Events');
  const rows = filterEvents(s.data, filters);
  return (
    <>
      <SourceNote source={s.source} stale={s.stale} fetchedAt={s.fetchedAt} tz={ctx.tz} locale={ctx.locale} unread={s.unread} />
      <FilterForm action={action} view={view} filters={filters} offer={eventsOffer(s.data)} ctx={ctx} />
      <ExportLinks query={{ view: 'events', ...view, ...filterQuery(filters), locale: ctx.locale, tz: ctx.tz }} origin={publicOrigin()} ctx={ctx} action={action} keep={{ ...view, ...filterQuery(filters) }} />
      {rows.length ? (
        <EventTable events={rows} ctx={ctx} caption={caption} />
      ) : (
        <p className={styles.empty} data-testid="empty">
          {hasFilters(filters) && s.data.length ? t('emptyFiltered') : t('emptyDay')}
        </p>
      )}
    </>
  );
}

/** This week's batch (legacy forecast operation). */
export async function WeekBatch({
  section,
  ctx,
  filters,
  caption,
}: {
  section: Promise<Section<CalendarEvent[]>>;
  ctx: ViewContext;
  /** The page's filters apply here too: a country chosen above narrows this table as well. */
  filters: CalendarFilters;
  caption: string;
}) {
  const s = await section;
  if (!s.ok) return <SectionError error={s.error} />;
  const t = await getTranslations('Events');
  const rows = filterEvents(s.data, filters);
  return (
    <>
      <SourceNote source={s.source} stale={s.stale} fetchedAt={s.fetchedAt} tz={ctx.tz} locale={ctx.locale} unread={s.unread} />
      {rows.length ? (
        <EventTable events={rows} ctx={ctx} caption={caption} withDate />
      ) : (
        <p className={styles.empty}>{hasFilters(filters) && s.data.length ? t('emptyFiltered') : t('emptyWeek')}</p>
      )}
    </>
  );
}
