'use client';

import { useState, type CSSProperties, type PointerEvent } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import type { Candle, CandleInterval } from '@/lib/upstream/types';
import { candleAt, candlePlot } from '../candle-plot';
import { formatCandleTime, formatPrice } from '../format';
import { PLOT_MARGIN, priceAxisWidth, useNarrow, visibleCandles } from './plot-box';
import styles from './market.module.css';

const pct = (v: number) => `${v.toFixed(3)}%`;

/**
 * The candles as plain SVG in shares of the plot box: drawn by the server,
 * so the chart is on screen before any script runs and hydrating it is a
 * few hundred elements, not a chart library. The plot box is the one the
 * release markers align to (plot-box.ts). Hovering a candle shows its OHLC.
 */
export function CandlePlot({ candles, decimals, tz, interval }: { candles: readonly Candle[]; decimals: number; tz: string; interval: CandleInterval }) {
  const locale = useLocale();
  const narrow = useNarrow();
  const rows = visibleCandles(candles, narrow);
  const plot = candlePlot(rows, tz, interval, narrow);
  const [hover, setHover] = useState<number | null>(null);
  const shown = hover !== null && hover < rows.length ? hover : null;
  const box = {
    '--plot-top': `${PLOT_MARGIN.top}px`,
    '--plot-left': `${PLOT_MARGIN.left}px`,
    '--plot-right': `${PLOT_MARGIN.right + priceAxisWidth(decimals)}px`,
    '--axis-width': `${priceAxisWidth(decimals)}px`,
  } as CSSProperties;
  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    const r = e.currentTarget.getBoundingClientRect();
    if (r.width > 0) setHover(candleAt((e.clientX - r.left) / r.width, rows.length));
  };
  return (
    <div className={styles.plotFrame} style={box} data-testid="candle-plot">
      <div className={styles.plotArea} onPointerMove={onPointerMove} onPointerLeave={() => setHover(null)}>
        <svg className={styles.plotSvg} width="100%" height="100%" aria-hidden="true" focusable="false">
          {plot.priceTicks.map((t) => (
            <line key={t.value} className={styles.gridLine} x1="0" x2="100%" y1={pct(t.y)} y2={pct(t.y)} />
          ))}
          {shown !== null ? (
            <rect className={styles.plotCursor} x={pct(plot.marks[shown].x - plot.band / 2)} y="0" width={pct(plot.band)} height="100%" />
          ) : null}
          {plot.marks.map((m) => (
            <g key={m.at} className={m.up ? styles.candleUp : styles.candleDown}>
              <line x1={pct(m.x)} x2={pct(m.x)} y1={pct(m.highY)} y2={pct(m.lowY)} />
              <rect x={pct(m.x - plot.body / 2)} y={pct(m.bodyY)} width={pct(plot.body)} height={pct(m.bodyHeight)} />
            </g>
          ))}
        </svg>
        {shown !== null ? <CandleTooltip candle={rows[shown]} x={plot.marks[shown].x} decimals={decimals} tz={tz} /> : null}
      </div>
      <div className={styles.priceAxis}>
        {plot.priceTicks.map((t) => (
          <span key={t.value} style={{ top: pct(t.y) }}>
            {formatPrice(t.value, decimals, locale)}
          </span>
        ))}
      </div>
      <div className={styles.timeAxis}>
        {plot.timeTicks.map((t) => (
          <span key={t.index} style={{ left: pct(t.x) }}>
            {t.label}
          </span>
        ))}
      </div>
    </div>
  );
}

/** OHLC of the candle under the pointer, on the side of the candle with more room. */
function CandleTooltip({ candle, x, decimals, tz }: { candle: Candle; x: number; decimals: number; tz: string }) {
  const t = useTranslations('Chart');
  const locale = useLocale();
  const price = (v: number) => formatPrice(v, decimals, locale);
  const side = x < 50 ? { left: `calc(${pct(x)} + 12px)` } : { right: `calc(${pct(100 - x)} + 12px)` };
  return (
    <div className={`${styles.tooltip} ${styles.plotTooltip}`} style={side} data-testid="candle-tooltip">
      <strong>{formatCandleTime(candle.at, tz)}</strong>
      <dl>
        <dt>{t('open')}</dt>
        <dd>{price(candle.open)}</dd>
        <dt>{t('high')}</dt>
        <dd>{price(candle.high)}</dd>
        <dt>{t('low')}</dt>
        <dd>{price(candle.low)}</dd>
        <dt>{t('close')}</dt>
        <dd>{price(candle.close)}</dd>
      </dl>
    </div>
  );
}
