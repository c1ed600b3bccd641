'use client';

import { useLocale, useTranslations } from 'next-intl';
import { Bar, CartesianGrid, ComposedChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { Candle, CandleInterval } from '@/lib/upstream/types';
import { formatCandleTime, formatPrice } from '../format';
import { niceTicks } from '../ticks';
import styles from './market.module.css';
import { PLOT_MARGIN, priceAxisWidth, useNarrow, visibleCandles } from './plot-box';

const HOURLY = new Set<CandleInterval>(['min60', 'min120', 'min240']);

interface Row extends Candle {
  range: [number, number];
}

interface ShapeProps {
  x?: number;
  y?: number;
  width?: number;
  height?: number;
  payload?: Row;
}

/** One candle: the bar spans low..high; the body is drawn from open to close inside it. */
function CandleShape({ x = 0, y = 0, width = 0, height = 0, payload }: ShapeProps) {
  if (!payload) return null;
  const { open, close, high, low } = payload;
  const span = high - low;
  const yOf = (v: number) => (span > 0 ? y + ((high - v) / span) * height : y);
  const colour = close >= open ? 'var(--up)' : 'var(--down)';
  const bodyTop = yOf(Math.max(open, close));
  const bodyHeight = Math.max(1, Math.abs(yOf(open) - yOf(close)));
  const centre = x + width / 2;
  const bodyWidth = Math.max(1, width * 0.7);
  return (
    <g style={{ stroke: colour, fill: colour }}>
      <line x1={centre} x2={centre} y1={y} y2={y + Math.max(height, 1)} strokeWidth={1} />
      <rect x={centre - bodyWidth / 2} y={bodyTop} width={bodyWidth} height={bodyHeight} strokeWidth={0} />
    </g>
  );
}

function CandleTooltip({ active, payload, decimals, tz }: { active?: boolean; payload?: { payload: Row }[]; decimals: number; tz: string }) {
  const t = useTranslations('Chart');
  const locale = useLocale();
  const row = active ? payload?.[0]?.payload : undefined;
  if (!row) return null;
  const price = (v: number) => formatPrice(v, decimals, locale);
  return (
    <div className={styles.tooltip}>
      <strong>{formatCandleTime(row.at, tz)}</strong>
      <dl>
        <dt>{t('open')}</dt>
        <dd>{price(row.open)}</dd>
        <dt>{t('high')}</dt>
        <dd>{price(row.high)}</dd>
        <dt>{t('low')}</dt>
        <dd>{price(row.low)}</dd>
        <dt>{t('close')}</dt>
        <dd>{price(row.close)}</dd>
      </dl>
    </div>
  );
}

export default function CandleChartView({
  candles,
  decimals,
  tz,
  interval,
}: {
  candles: Candle[];
  decimals: number;
  tz: string;
  interval: CandleInterval;
}) {
  const locale = useLocale();
  const narrow = useNarrow();
  const rows: Row[] = visibleCandles(candles, narrow).map((c) => ({ ...c, range: [c.low, c.high] }));
  const low = Math.min(...rows.map((r) => r.low));
  const high = Math.max(...rows.map((r) => r.high));
  const ticks = niceTicks(low, high);
  // Labels fit the span: dates for daily candles, date and time for hourly
  // ones (120 of them cover days), the time alone below an hour.
  const tick = (iso: string) => {
    const text = formatCandleTime(iso, tz);
    if (interval === 'day') return text.slice(0, 10);
    return HOURLY.has(interval) ? text.slice(5) : text.slice(11);
  };
  return (
    <ResponsiveContainer width="100%" height="100%">
      <ComposedChart data={rows} margin={PLOT_MARGIN} barCategoryGap="15%">
        <CartesianGrid stroke="var(--border)" vertical={false} />
        <XAxis dataKey="at" tickFormatter={tick} minTickGap={56} tick={{ fill: 'var(--muted)', fontSize: 12 }} stroke="var(--border)" />
        <YAxis
          orientation="right"
          domain={[ticks[0], ticks[ticks.length - 1]]}
          ticks={ticks}
          tickFormatter={(v: number) => formatPrice(v, decimals, locale)}
          tick={{ fill: 'var(--muted)', fontSize: 12 }}
          stroke="var(--border)"
          width={priceAxisWidth(decimals)}
          allowDataOverflow
        />
        <Tooltip content={<CandleTooltip decimals={decimals} tz={tz} />} cursor={{ fill: 'var(--border)', fillOpacity: 0.4 }} isAnimationActive={false} />
        <Bar dataKey="range" shape={<CandleShape />} isAnimationActive={false} />
      </ComposedChart>
    </ResponsiveContainer>
  );
}
