'use client';

import { use, useState, type CSSProperties } from 'react';
import { useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';
import { readerHref, type ReaderState } from '@/lib/reader/link';
import type { Candle } from '@/lib/upstream/types';
import type { ChartMarkers, ChartRelease } from '../chart-markers';
import { formatCandleTime } from '../format';
import { placeMarkers } from '../marker-geometry';
import { PLOT_MARGIN, priceAxisWidth } from './plot-box';
import styles from './market.module.css';

/** Height of one row of the lane; markers of one column stack in rows. */
const ROW_PX = 20;

/**
 * The releases that move this symbol, under the candles they fall in: one
 * link per release (to its indicator page), coloured by what the outcome
 * meant for the symbol in the page's colour convention, sized by importance.
 * Hover and keyboard focus show the title, actual against forecast and the
 * meaning (CSS only: nothing waits for script). A dashed guide runs up
 * through the chart (decorative).
 */
export function ReleaseMarkers({
  markers,
  candles,
  intervalMs,
  narrow,
  decimals,
  code,
  tz,
  reader,
}: {
  markers: Promise<ChartMarkers>;
  candles: readonly Candle[];
  intervalMs: number;
  narrow: boolean;
  decimals: number;
  code: string;
  tz: string;
  reader: ReaderState;
}) {
  const t = useTranslations('Chart');
  const { releases, partial } = use(markers);
  const placed = placeMarkers(releases, candles, intervalMs, narrow ? 12 : 40);
  const rows = placed.reduce((most, p) => Math.max(most, p.level + 1), 0);
  const box = { '--plot-left': `${PLOT_MARGIN.left}px`, '--plot-right': `${PLOT_MARGIN.right + priceAxisWidth(decimals)}px`, height: `${Math.max(rows, 1) * ROW_PX + 4}px` } as CSSProperties;
  return (
    <div className={styles.markers} data-markers={placed.length}>
      {placed.length ? (
        <ul className={styles.markerLane} style={box} aria-label={t('markersLabel', { count: placed.length, code })}>
          {placed.map(({ item, x, level }) => (
            <li key={item.key} className={styles.markerSlot} style={{ '--x': x, top: `${level * ROW_PX}px` } as CSSProperties} data-level={level}>
              <Marker release={item} code={code} tz={tz} reader={reader} guide={level === 0} />
            </li>
          ))}
        </ul>
      ) : null}
      <p className={styles.markerNote}>
        {placed.length ? (
          <>
            <span className={`${styles.legendDot} ${styles.up}`} aria-hidden="true" /> {t('legendUp', { code })}{' '}
            <span className={`${styles.legendDot} ${styles.down}`} aria-hidden="true" /> {t('legendDown', { code })}{' '}
            <span className={`${styles.legendDot} ${styles.pending}`} aria-hidden="true" /> {t('legendOther')}
          </>
        ) : (
          t('markersNone', { code })
        )}
        {partial ? ` ${t('markersPartial')}` : null}
      </p>
    </div>
  );
}

function Marker({ release, code, tz, reader, guide }: { release: ChartRelease; code: string; tz: string; reader: ReaderState; guide: boolean }) {
  const t = useTranslations('Chart');
  const tipId = `release-${release.key.replace(/[^A-Za-z0-9_-]/g, '_')}`;
  const when = formatCandleTime(release.at, tz);
  const lang = release.original ? 'zh-CN' : undefined;
  // Escape hides the shown details until the pointer or focus leaves (WCAG 1.4.13: dismissible).
  const [dismissed, setDismissed] = useState(false);
  return (
    <>
      {guide ? <span className={styles.markerGuide} aria-hidden="true" /> : null}
      <Link
        href={readerHref(`/indicators/${encodeURIComponent(release.indicatorId)}`, {}, reader)}
        className={styles.marker}
        data-effect={release.effect}
        data-importance={release.importance}
        data-at={release.at}
        data-key={release.key}
        aria-describedby={tipId}
        onKeyDown={(e) => {
          if (e.key === 'Escape') setDismissed(true);
        }}
        onBlur={() => setDismissed(false)}
        onMouseLeave={() => setDismissed(false)}
      >
        <span className={styles.markerDot} aria-hidden="true" />
        <span className="visually-hidden">
          {when} <span lang={lang}>{release.title}</span>
        </span>
      </Link>
      <div role="tooltip" id={tipId} className={styles.markerTip} data-dismissed={dismissed || undefined}>
        <strong lang={lang}>{release.title}</strong>
        <span className={styles.markerTime}>{when}</span>
        <dl>
          <dt>{t('markerActual')}</dt>
          <dd>{release.actual ?? '—'}</dd>
          <dt>{t('markerForecast')}</dt>
          <dd>{release.forecast ?? '—'}</dd>
        </dl>
        <p>
          {release.direction ? `${t('markerDirection', { direction: release.direction })}: ` : null}
          {t('markerEffect', { effect: release.effect, code })}
        </p>
      </div>
    </>
  );
}
