import { getTranslations } from 'next-intl/server';
import type { ViewContext } from '@/lib/calendar/links';
import { indicatorHistory, type HistoryRow } from '@/lib/archive/read';
import { formatInstant } from '@/lib/time/format';
import { unitDisplay, withUnit } from '@/lib/localize/units';
import { formatZ, MIN_PAST } from '@/lib/release/surprise';
import { surpriseOf } from '../history';
import { BIN_LIMIT, surpriseDistribution, type SurpriseBin } from '../surprise-bins';
import styles from './surprises.module.css';

/** Every archived release of the indicator: its surprises are measured against all of them, whatever range the history shows. */
export function loadIndicatorSurprises(ctx: ViewContext, id: string): Promise<HistoryRow[]> {
  return indicatorHistory(ctx.locale, id, null, null);
}

/**
 * The indicator's surprises (docs/design.md, "Surprise scores"): where the
 * latest sits among the earlier ones, in standard deviations, as a small
 * server-drawn histogram with the latest's bin marked and the same said in
 * words; or why there is no score yet.
 */
export async function SurpriseDistributionSection({ rows, ctx }: { rows: Promise<HistoryRow[]>; ctx: ViewContext }) {
  const t = await getTranslations('Indicator.surprises');
  let history: HistoryRow[];
  try {
    history = await rows;
  } catch {
    return (
      <p className={styles.note} role="status" data-testid="surprises-unavailable">
        {t('unavailable')}
      </p>
    );
  }
  const d = surpriseDistribution(history);
  if (d.kind === 'none') {
    return (
      <p className={styles.note} data-testid="surprises-none">
        {t('none')}
      </p>
    );
  }
  const latest = d.latest as HistoryRow;
  const u = unitDisplay(latest.unit, ctx.locale);
  const raw = u.value(surpriseOf(latest.firstActual ?? latest.actual, latest.forecast)) ?? '';
  const value = withUnit(/^\d/.test(raw) && !/^0(\.0+)?[KMBT]?$/.test(raw) ? `+${raw}` : raw, u.unit);
  const date = formatInstant(latest.publishedAt, ctx.locale, ctx.tz, 'date');
  if (d.kind === 'unscored') {
    return (
      <p className={styles.note} data-testid="surprises-unscored" data-why={d.why} data-n={d.n}>
        {t('latestUnscored', { date, value })} {t(d.why === 'few' ? 'few' : 'flat', { count: d.n, min: MIN_PAST })}
      </p>
    );
  }
  const z = formatZ(d.z);
  const summary = t('latest', { date, value, z, share: d.smallerShare, count: d.n });
  return (
    <figure className={styles.figure} data-testid="surprises" data-z={d.z.toFixed(2)} data-n={d.n}>
      <figcaption id="surprises-summary">{summary}</figcaption>
      <Histogram bins={d.bins} latestBin={d.latestBin} label={t('chartLabel', { count: d.n })} />
    </figure>
  );
}

const W = 360;
const H = 110;
const BASE = 88;

/** Bars of the earlier surprises by half-σ bin, the latest's bin in the accent colour; an image with its name (the caption says it in words). */
function Histogram({ bins, latestBin, label }: { bins: SurpriseBin[]; latestBin: number; label: string }) {
  const most = Math.max(1, ...bins.map((b) => b.count));
  const bw = W / bins.length;
  const x = (sigma: number) => ((sigma + BIN_LIMIT) / (2 * BIN_LIMIT)) * W;
  return (
    <svg className={styles.chart} viewBox={`0 0 ${W} ${H}`} role="img" aria-label={label} aria-describedby="surprises-summary" data-testid="surprises-chart">
      {bins.map((b, i) => {
        const h = (b.count / most) * (BASE - 6);
        return (
          <rect
            key={b.from}
            x={i * bw + 1}
            y={BASE - h}
            width={bw - 2}
            height={h}
            className={i === latestBin ? styles.latestBar : styles.bar}
            data-latest={i === latestBin || undefined}
            data-count={b.count}
          />
        );
      })}
      {/* The latest's bin, marked even when no earlier surprise shares it. */}
      <rect x={latestBin * bw + 1} y={BASE + 2} width={bw - 2} height={4} className={styles.latestBar} />
      <line x1={0} x2={W} y1={BASE} y2={BASE} className={styles.axis} />
      {[-BIN_LIMIT, -BIN_LIMIT / 2, 0, BIN_LIMIT / 2, BIN_LIMIT].map((s) => (
        <text key={s} x={x(s)} y={H - 4} textAnchor={s === -BIN_LIMIT ? 'start' : s === BIN_LIMIT ? 'end' : 'middle'} className={styles.tick}>
          {s === 0 ? '0' : `${formatZ(s)}σ`}
        </text>
      ))}
    </svg>
  );
}
