import { getTranslations } from 'next-intl/server';
import { formatInstant } from '@/lib/time/format';
import type { Release } from '@/lib/upstream/types';
import type { ViewContext } from '../links';
import { numericValue } from '@/lib/release/outcome';
import { scaledNumber, unitDisplay } from '@/lib/localize/units';
import type { Section } from '../section';
import { IndicatorChart } from './indicator-chart';
import type { ChartPoint } from './indicator-chart-plot';
import { ReleaseTable } from './release-table';
import { SectionError } from './section-error';
import { SourceNote } from './source-note';
import styles from './calendar.module.css';

/**
 * Chart points, oldest first, of the releases with a numeric actual, at the
 * reader's scale: English readers' 万/亿 values at full magnitude (the chart
 * writes them with K/M/B/T), as written otherwise.
 */
export function chartPoints(releases: Release[], ctx: ViewContext): ChartPoint[] {
  return releases
    .filter((r) => r.released && numericValue(r.actual) !== null)
    .sort((a, b) => a.publishedAt.localeCompare(b.publishedAt))
    .map((r) => {
      const { power } = unitDisplay(r.unit, ctx.locale, r.unitRate);
      const value = (text: string | null) => (power ? scaledNumber(text?.replace(/[,\s%]/g, '') ?? null, power) : numericValue(text));
      return {
        label: r.period || formatInstant(r.publishedAt, ctx.locale, ctx.tz, 'shortDate'),
        actual: value(r.actual),
        forecast: value(r.forecast),
      };
    });
}

/**
 * This indicator's releases in the past and next 30 days, newest first. With
 * `chart` (no archive to draw the history from), a chart from two released values on.
 */
export async function IndicatorReleases({ section, ctx, chart }: { section: Promise<Section<Release[]>>; ctx: ViewContext; chart: boolean }) {
  const s = await section;
  if (!s.ok) return <SectionError error={s.error} />;
  const t = await getTranslations('Indicator');
  const points = chartPoints(s.data, ctx);
  return (
    <>
      <SourceNote source={s.source} stale={s.stale} fetchedAt={s.fetchedAt} tz={ctx.tz} locale={ctx.locale} unread={s.unread} />
      {chart && points.length >= 2 ? (
        <IndicatorChart
          points={points}
          title={t('chartTitle')}
          actualLabel={t('actual')}
          forecastLabel={t('forecast')}
          compact={s.data.some((r) => unitDisplay(r.unit, ctx.locale, r.unitRate).scaled)}
          locale={ctx.locale}
        />
      ) : null}
      {s.data.length ? (
        <ReleaseTable releases={s.data} ctx={ctx} groupBy="day" caption={t('releases')} />
      ) : (
        <p className={styles.empty}>{t('releasesEmpty')}</p>
      )}
    </>
  );
}
