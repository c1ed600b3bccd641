import { cookies } from 'next/headers';
import { getTranslations } from 'next-intl/server';
import { publicOrigin } from '@/lib/security/public-origin';
import { formatInstant } from '@/lib/time/format';
import type { Release } from '@/lib/upstream/types';
import { FILTERS_COOKIE, filtersOpen } from '../filter-cookie';
import { activeFilters, filterReleases, hasFilters, releasesOffer } from '../filters';
import { upcomingReleases } from '../live';
import type { ViewContext } from '../links';
import { filterQuery, type CalendarFilters } from '../params';
import type { Section } from '../section';
import { Countdown } from './countdown';
import { ExportLinks } from './export-links';
import { FilterDisclosure } from './filter-disclosure';
import { FilterForm } from './filter-form';
import { ReleaseTable } from './release-table';
import { SectionError } from './section-error';
import { SourceNote, UnreadNote } from './source-note';
import styles from './calendar.module.css';
import { ClientMessages } from '@/lib/i18n/client-messages';
import { WatchControls } from '@/lib/watchlist/ui/controls';
import { WatchlistNote } from '@/lib/watchlist/ui/note';
import { bySurprise, MIN_PAST } from '@/lib/release/surprise';
import { releaseKey } from '@/lib/release/key';
import { surpriseScores } from '../surprises';
import { rowTypicalMoves } from '../typical-moves';
import { archiveColumnsWanted } from '../bench-columns';
import { SortSwitch } from './sort-switch';

/**
 * The body of the day, week and month views: source/staleness, countdown,
 * filters (collapsible), downloads and the rows. Awaited inside its own
 * <Suspense>, so a slow or failing upstream degrades this section, never the
 * page. `now`: the instant of the render when the view holds the present (it
 * gets a countdown and a "now" line), else null.
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
  now,
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
  now: number | null;
}) {
  const s = await section;
  if (!s.ok) return <SectionError error={s.error} />;
  const t = await getTranslations('Calendar');
  const tf = await getTranslations('CalendarFilters');
  const tw = await getTranslations('Watchlist');
  const filtered = filterReleases(s.data, filters);
  const [scores, typical] = (await archiveColumnsWanted())
    ? await Promise.all([surpriseScores(ctx.locale, filtered), rowTypicalMoves(filtered)])
    : [{ byRelease: new Map(), unavailable: false }, new Map()];
  const ranked = filters.sort === 'surprise';
  const rows = ranked ? bySurprise(filtered, (r) => scores.byRelease.get(releaseKey(r))) : filtered;
  const style = groupBy === 'hour' ? 'time' : 'shortDateTime';
  const entries =
    now === null
      ? []
      : upcomingReleases(rows, filters.importance, now).map((r) => ({ at: r.publishedAt, label: `${r.country} · ${r.title}`, time: formatInstant(r.publishedAt, ctx.locale, ctx.tz, style) }));
  const levels = filters.importance.length ? filters.importance : [3];
  const heading = t('countdown.label', { levels: levels.map((l) => tf('level', { level: String(l) })).join(t('listSeparator')), high: levels.length === 1 && levels[0] === 3 ? 'yes' : 'no' });
  const active = activeFilters(filters);
  const open = filtersOpen((await cookies()).get(FILTERS_COOKIE)?.value, active > 0);
  return (
    <>
      <SourceNote source={s.source} stale={s.stale} fetchedAt={s.fetchedAt} tz={ctx.tz} locale={ctx.locale} budget={s.budget} />
      {entries.length ? (
        <ClientMessages namespaces={['Calendar.countdown']}>
          <Countdown entries={entries} heading={heading} />
        </ClientMessages>
      ) : null}
      <div className={styles.toolbar}>
        <FilterDisclosure open={open} summary={tf('summary', { count: active })}>
          <FilterForm action={action} view={view} filters={filters} offer={releasesOffer(s.data)} ctx={ctx} />
        </FilterDisclosure>
        <SortSwitch action={action} view={view} filters={filters} state={ctx} />
        <ExportLinks query={{ ...exportView, ...filterQuery(filters), locale: ctx.locale, tz: ctx.tz }} origin={publicOrigin()} ctx={ctx} action={action} keep={{ ...view, ...filterQuery(filters) }} />
      </div>
      {ranked && rows.length && (scores.unavailable || !scores.byRelease.size) ? (
        <p className={styles.sortNote} data-testid="surprise-note">
          {scores.unavailable ? t('surprise.unavailable') : t('surprise.none', { min: MIN_PAST })}
        </p>
      ) : null}
      <ClientMessages namespaces={['Watchlist']}>
        <WatchControls active={filters.watch} />
      </ClientMessages>
      {filters.watch.length ? <WatchlistNote watch={filters.watch} shown={new Set(rows.flatMap((r) => [r.indicatorId, r.parentIndicatorId ?? '']))} /> : null}
      {rows.length ? (
        <ReleaseTable releases={rows} ctx={ctx} groupBy={ranked ? 'rank' : groupBy} caption={caption} now={ranked ? null : now} scores={scores.byRelease} typical={typical} />
      ) : (
        <p className={styles.empty} data-testid="empty">
          {filters.watch.length ? tw('none') : hasFilters(filters) && s.data.length ? t('emptyFiltered') : emptyText}
        </p>
      )}
      {/* Under the rows: a quiet note, that leaves the first screen to the releases. */}
      <UnreadNote count={s.unread} />
    </>
  );
}
