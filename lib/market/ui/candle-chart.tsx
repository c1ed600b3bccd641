'use client';

import { Suspense, type ComponentType } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import type { CandleInterval } from '@/lib/upstream/types';
import type { CandleSeries } from '../candles';
import { formatCandleTime, formatPrice } from '../format';
import { candlePollMs, klineUrl } from '../polling';
import { NO_READER_STATE, type ReaderState } from '@/lib/reader/link';
import type { PackedMarkers } from '@/lib/markers/marker-pack';
import { INTERVAL_MS } from '@/lib/markers/marker-geometry';
import { usePoll } from '@/lib/ui/use-poll';
import { fetchJson } from './fetch-json';
import { CandlePlot } from './candle-plot';
import { useNarrow, visibleCandles } from './plot-box';
import type { ReleaseMarkersProps } from './release-markers';
import styles from './market.module.css';

/**
 * The candlestick chart of one symbol and interval. Its first candles come
 * from the server and are drawn there (plain SVG, no chart library: nothing
 * long runs on the main thread at load); /api/kline is polled so the last
 * candle follows the market.
 * `markers` (the releases that move the symbol, null with `events=off`)
 * come with the candles when the server had them at hand, else stream in
 * after them: the chart never waits for them. They are drawn by `Markers`,
 * which MarkedCandleChart (marked-candle-chart.tsx) passes: a chart without
 * markers (the embed widget) carries none of their code.
 */
export function CandleChart({
  series,
  decimals,
  tz,
  markers = null,
  Markers,
  reader = NO_READER_STATE,
  linksInNewTab = false,
}: {
  series: CandleSeries;
  decimals: number;
  tz: string;
  markers?: Promise<PackedMarkers> | PackedMarkers | null;
  Markers?: ComponentType<ReleaseMarkersProps>;
  reader?: ReaderState;
  /** A widget in another site's page: the markers' links open the portal in a new tab, not inside the frame. */
  linksInNewTab?: boolean;
}) {
  const narrow = useNarrow();
  const t = useTranslations('Chart');
  const locale = useLocale();
  const { excode, code, interval } = series;
  const { data } = usePoll<CandleSeries>(klineUrl(excode, code, interval), fetchJson, {
    fallback: series,
    interval: candlePollMs(interval as CandleInterval),
    refreshOnFocus: true,
    keepPrevious: true,
  });
  const candles = data.candles;
  if (candles.length === 0) return <p className="muted">{t('empty')}</p>;
  const last = candles[candles.length - 1];
  const price = (v: number) => formatPrice(v, decimals, locale);
  const summary = t('summary', {
    count: candles.length,
    // "120 daily candles", not "120 candles of Daily": the length is an adjective here, not the tab's label.
    kind: t('candleKind', { interval }),
    from: formatCandleTime(candles[0].at, tz),
    to: formatCandleTime(last.at, tz),
    close: price(last.close),
    high: price(Math.max(...candles.map((c) => c.high))),
    low: price(Math.min(...candles.map((c) => c.low))),
  });
  const lane = markers && Markers ? (
    <Markers
      markers={markers}
      candles={visibleCandles(candles, narrow)}
      intervalMs={INTERVAL_MS[interval]}
      narrow={narrow}
      decimals={decimals}
      code={code}
      tz={tz}
      reader={reader}
      newTab={linksInNewTab}
    />
  ) : null;
  return (
    <figure
      className={styles.chartFigure}
      data-candles={candles.length}
      data-first-at={candles[0].at}
      data-last-at={last.at}
      data-last-open={last.open}
      data-last-high={last.high}
      data-last-low={last.low}
      data-last-close={last.close}
    >
      <div className={styles.chartBox} role="img" aria-label={summary}>
        <CandlePlot candles={candles} decimals={decimals} tz={tz} interval={interval} />
      </div>
      {/* Markers still to come wait in a boundary of their own; markers at hand are drawn with the candles. */}
      {lane && markers && 'then' in markers ? <Suspense fallback={null}>{lane}</Suspense> : lane}
      <figcaption>
        {summary} {t('times', { zone: tz })}
      </figcaption>
    </figure>
  );
}
