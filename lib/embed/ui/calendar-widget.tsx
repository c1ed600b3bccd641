import { getTranslations } from 'next-intl/server';
import { filterReleases } from '@/lib/calendar/filters';
import { loadReaderDay, loadWeek } from '@/lib/calendar/load';
import { SectionError } from '@/lib/calendar/ui/section-error';
import { dayBounds, todayIn } from '@/lib/time/zones';
import { StaleNote } from '@/lib/ui/stale-note';
import type { Locale } from '@/lib/i18n/routing';
import type { WidgetOptions } from '../params';
import { ReleaseList } from './release-list';
import { RefreshWhileDue } from './refresh-while-due';
import styles from './embed.module.css';
import { readerUrl, type ReaderState } from '@/lib/reader/link';
import type { EmbedBody } from './embed-page';

type Options = Extract<WidgetOptions, { kind: 'calendar' }>;

/**
 * Today's releases (the reader's day in `tz`) or this week's from today on,
 * with the importance and country filters of the calendar, first `limit`
 * rows; pending rows are refreshed once their time has come.
 */
export async function CalendarWidget({ locale, tz, reader, options }: { locale: Locale; tz: string; reader: ReaderState; options: Options }) {
  const t = await getTranslations('Embed');
  const today = todayIn(tz);
  const section = options.view === 'day' ? await loadReaderDay(locale, today, tz) : await loadWeek(locale, 'this');
  if (!section.ok) return <SectionError error={section.error} />;
  const from = dayBounds(today, tz).start.getTime();
  const inView = section.data.filter((r) => options.view === 'day' || Date.parse(r.publishedAt) >= from);
  const rows = filterReleases(inView, options.filters).slice(0, options.limit);
  return (
    <>
      {section.stale ? <StaleNote fetchedAt={section.fetchedAt} tz={tz} locale={locale} /> : null}
      <p className={styles.lead}>{t('timesIn', { zone: tz })}</p>
      <RefreshWhileDue pending={rows.filter((r) => !r.released).map(({ released, publishedAt }) => ({ released, publishedAt }))} />
      {rows.length ? (
        <ReleaseList
          releases={rows}
          locale={locale}
          tz={tz}
          withDate={options.view === 'week'}
          indicatorHref={(id) => readerUrl(locale, `/indicators/${encodeURIComponent(id)}`, {}, reader)}
        />
      ) : (
        <p className={styles.empty} data-testid="empty">
          {t(inView.length ? 'calendarEmpty.filtered' : `calendarEmpty.${options.view}`)}
        </p>
      )}
    </>
  );
}

/** The calendar widget's route body (app/[locale]/embed/calendar). */
export const calendarEmbed: EmbedBody<'calendar'> = ({ widget, view, t, frame }) =>
  frame(t(`title.calendar-${widget.view}`), <CalendarWidget locale={view.locale} tz={view.tz} reader={view} options={widget} />, widget.limit);
