'use client';

import { use, useMemo, useRef, useState, type CSSProperties } from 'react';
import { useHydrated } from '@/lib/ui/use-hydrated';
import { useLocale, useTranslations } from 'next-intl';
import { readerUrl, type ReaderState } from '@/lib/reader/link';
import type { Candle } from '@/lib/upstream/types';
import type { ChartRelease } from '@/lib/markers/chart-markers';
import { unpackMarkers, type PackedMarkers } from '@/lib/markers/marker-pack';
import { formatCandleTime } from '../format';
import { placeMarkers } from '@/lib/markers/marker-geometry';
import { PLOT_MARGIN, priceAxisWidth } from './plot-box';
import styles from './market.module.css';

/** Height of one row of the lane; markers of one column stack in rows. */
const ROW_PX = 20;

export interface ReleaseMarkersProps {
  markers: Promise<PackedMarkers> | PackedMarkers;
  candles: readonly Candle[];
  intervalMs: number;
  narrow: boolean;
  decimals: number;
  code: string;
  tz: string;
  reader: ReaderState;
  /** Links open in a new tab (an embedded chart); otherwise inside the app. */
  newTab?: boolean;
}

/**
 * The releases that move this symbol, under the candles they fall in: one
 * link per release (to its indicator page), coloured by what the outcome
 * meant for the symbol in the page's colour convention, sized by importance.
 * Hover and keyboard focus show the title, actual against forecast and the
 * meaning. A dashed guide runs up through the chart (decorative).
 * A daily chart marks a hundred releases and more, and every reader's render
 * pays for each: a release is plain markup (an `<a>` named by its time and
 * title), and its details are drawn on demand, for the one release hovered
 * or focused (the page already holds their data), with the texts made once
 * per chart and one set of handlers on the lane (hover, focus, Escape), not
 * a component, router link and translator of its own per release. A click
 * is followed inside the app by the page's SoftNavigation (`data-soft`).
 */
export function ReleaseMarkers({ markers, candles, intervalMs, narrow, decimals, code, tz, reader, newTab = false }: ReleaseMarkersProps) {
  const t = useTranslations('Chart');
  const locale = useLocale();
  const packed = 'then' in markers ? use(markers) : markers;
  const { releases, partial } = useMemo(() => unpackMarkers(packed), [packed]);
  // The release whose details are shown (hovered or focused); Escape hides them until another is (WCAG 1.4.13: dismissible).
  const [shown, setShown] = useState<{ key: string; dismissed: boolean } | null>(null);
  const lane = useRef<HTMLUListElement>(null);
  const placed = placeMarkers(releases, candles, intervalMs, narrow ? 12 : 40);
  const rows = placed.reduce((most, p) => Math.max(most, p.level + 1), 0);
  const box = { '--plot-left': `${PLOT_MARGIN.left}px`, '--plot-right': `${PLOT_MARGIN.right + priceAxisWidth(decimals)}px`, height: `${Math.max(rows, 1) * ROW_PX + 4}px` } as CSSProperties;
  const texts = markerTexts(t, code);
  const markerOf = (target: EventTarget | null) => (target instanceof Element ? target.closest<HTMLAnchorElement>('a[data-key]') : null);
  const show = (a: HTMLAnchorElement | null) => {
    const key = a?.dataset.key;
    if (key && key !== shown?.key) setShown({ key, dismissed: false });
  };
  /** The focused release, if focus is on one of the lane's. */
  const focused = () => (lane.current?.contains(document.activeElement) ? markerOf(document.activeElement) : null);
  // The releases themselves are drawn in the browser, from the data the page carries: a hundred
  // links and their positions rendered as HTML for every reader cost the server more than the rest
  // of the chart (markers at ≥ 0.9 × the page without them). The lane's height is
  // reserved in the server's HTML, so nothing moves when they appear.
  const drawn = useHydrated();
  const tipId = 'chart-release-details';
  return (
    <div className={styles.markers} data-markers={placed.length}>
      {placed.length ? (
        <ul
          className={styles.markerLane}
          style={box}
          aria-label={t('markersLabel', { count: placed.length, code })}
          ref={lane}
          onKeyDown={(e) => {
            if (e.key === 'Escape' && shown) setShown({ ...shown, dismissed: true });
          }}
          onFocus={(e) => show(markerOf(e.target))}
          onMouseOver={(e) => show(markerOf(e.target))}
          onBlur={(e) => {
            if (!(e.relatedTarget instanceof Node && e.currentTarget.contains(e.relatedTarget))) setShown(null);
          }}
          onMouseLeave={() => {
            // Back to the focused release, if any: the pointer's was only shown while it was there.
            const a = focused();
            setShown(a?.dataset.key ? { key: a.dataset.key, dismissed: false } : null);
          }}
        >
          {drawn && placed.map(({ item, x, level }) => (
            // Styled through the lane (market.module.css): no class of its own on each of a hundred releases.
            <li key={item.key} style={{ '--x': x.toFixed(5), top: `${level * ROW_PX}px` } as CSSProperties}>
              {marker(item, {
                href: readerUrl(locale, `/indicators/${encodeURIComponent(item.indicatorId)}`, {}, reader),
                when: formatCandleTime(item.at, tz),
                tipId,
                texts,
                guide: level === 0,
                details: shown?.key === item.key ? (shown.dismissed ? 'dismissed' : 'shown') : null,
                newTab,
              })}
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

type Translate = ReturnType<typeof useTranslations<'Chart'>>;

/** The details' texts, each formatted once per chart however many releases share it. */
function markerTexts(t: Translate, code: string) {
  const effects = new Map<string, string>();
  const directions = new Map<string, string>();
  const once = (m: Map<string, string>, key: string, make: () => string) => m.get(key) ?? m.set(key, make()).get(key)!;
  return {
    actual: t('markerActual'),
    forecast: t('markerForecast'),
    effect: (effect: ChartRelease['effect']) => once(effects, effect, () => t('markerEffect', { effect, code })),
    direction: (direction: NonNullable<ChartRelease['direction']>) => once(directions, direction, () => t('markerDirection', { direction })),
  };
}

/**
 * One release: its link (named by time and title) and, when it is the one
 * hovered or focused, its details (which describe the link).
 */
function marker(
  release: ChartRelease,
  { href, when, tipId, texts, guide, details, newTab }: {
    href: string; when: string; tipId: string; texts: ReturnType<typeof markerTexts>; guide: boolean; details: 'shown' | 'dismissed' | null; newTab: boolean;
  },
) {
  const lang = release.original ? 'zh-CN' : undefined;
  return (
    <>
      {guide ? <span aria-hidden="true" /> : null}
      {/* Followed inside the app by the page's SoftNavigation (lib/ui/soft-navigation.tsx), as every in-app link in plain markup; in a widget, in a new tab. */}
      <a
        href={href}
        {...(newTab ? { target: '_blank', rel: 'noopener' } : { 'data-soft': '' })}
        data-effect={release.effect}
        data-importance={release.importance}
        data-at={release.at}
        data-key={release.key}
        aria-describedby={details ? tipId : undefined}
      >
        <span aria-hidden="true" />
        <span className="visually-hidden">
          {lang ? (
            <>
              {`${when} `}
              <span lang={lang}>{release.title}</span>
            </>
          ) : (
            `${when} ${release.title}`
          )}
        </span>
      </a>
      {details ? (
        <div role="tooltip" id={tipId} data-dismissed={details === 'dismissed' || undefined}>
          <strong lang={lang}>{release.title}</strong>
          <span>{when}</span>
          <dl>
            <dt>{texts.actual}</dt>
            <dd>{release.actual ?? '—'}</dd>
            <dt>{texts.forecast}</dt>
            <dd>{release.forecast ?? '—'}</dd>
          </dl>
          <p>{`${release.direction ? `${texts.direction(release.direction)}: ` : ''}${texts.effect(release.effect)}`}</p>
        </div>
      ) : null}
    </>
  );
}
