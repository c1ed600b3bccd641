import { getTranslations } from 'next-intl/server';
import { requestOrigin } from '@/lib/i18n/metadata';
import { formatInstant } from '@/lib/time/format';
import type { Release } from '@/lib/upstream/types';
import { countriesOf, filterReleases, hasFilters } from '../filters';
import { nextHighImportance } from '../live';
import type { ViewContext } from '../links';
import { filterQuery, type CalendarFilters } from '../params';
import type { Section } from '../section';
import { Countdown } from './countdown';
import { ExportLinks } from './export-links';
import { FilterForm } from './filter-form';
import { ReleaseTable } from './release-table';
import { SectionError } from './section-error';
import { SourceNote } from './source-note';
import styles from './calendar.module.css';
import { ClientMessages } from '@/lib/i18n/client-messages';

/**
 * The body of the day, week and month views: source/staleness, countdown,
 * filters, downloads and the rows. Awaited inside its own <Suspense>, so a
 * slow or failing upstream degrades this section, never the page.
 */
export async function ReleasesSection({
  section,
  ctx,
  filters,
  groupBy,
  action,
  view,
  exportView,
  caption,
  emptyText,
  countdown,
}: {
  section: Promise<Section<Release[]>>;
  ctx: ViewContext;
  filters: CalendarFilters;
  groupBy: 'hour' | 'day';
  action: string;
  view: Record<string, string>;
  exportView: Record<string, string>;
  caption: string;
  emptyText: string;
  countdown: boolean;
}) {
  const s = await section;
  if (!s.ok) return <SectionError error={s.error} />;
  const t = await getTranslations('Calendar');
  const rows = filterReleases(s.data, filters);
  const next = countdown ? nextHighImportance(rows, Date.now()) : null;
  return (
    <>
      <SourceNote source={s.source} stale={s.stale} fetchedAt={s.fetchedAt} tz={ctx.tz} locale={ctx.locale} />
      {next ? (
        <ClientMessages namespaces={['Calendar.countdown']}>
          <Countdown
            at={next.publishedAt}
            label={`${next.country} · ${next.title}`}
            time={formatInstant(next.publishedAt, ctx.locale, ctx.tz, groupBy === 'hour' ? 'time' : 'shortDateTime')}
          />
        </ClientMessages>
      ) : null}
      <FilterForm action={action} view={view} filters={filters} countries={countriesOf(s.data)} ctx={ctx} />
      <ExportLinks query={{ ...exportView, ...filterQuery(filters), locale: ctx.locale, tz: ctx.tz }} origin={await requestOrigin()} />
      {rows.length ? (
        <ReleaseTable releases={rows} ctx={ctx} groupBy={groupBy} caption={caption} />
      ) : (
        <p className={styles.empty} data-testid="empty">
          {hasFilters(filters) && s.data.length ? t('emptyFiltered') : emptyText}
        </p>
      )}
    </>
  );
}
