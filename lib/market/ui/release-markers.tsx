'use client';

import { use, useState, type CSSProperties, type MouseEvent, type SyntheticEvent } from 'react';
import { useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { readerUrl, type ReaderState } from '@/lib/reader/link';
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
 * A daily chart marks a hundred releases and more: each is plain markup (an
 * `<a>`, its details), with the texts made once per chart and one handler
 * on the lane for them all (Escape, and in-app navigation on click), not a
 * component, a router link and translator of its own per release.
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
  markers: Promise<ChartMarkers> | ChartMarkers;
  candles: readonly Candle[];
  intervalMs: number;
  narrow: boolean;
  decimals: number;
  code: string;
  tz: string;
  reader: ReaderState;
}) {
  const t = useTranslations('Chart');
  const locale = useLocale();
  const router = useRouter();
  const { releases, partial } = 'then' in markers ? use(markers) : markers;
  // Escape hides the shown details of one release until the pointer or focus leaves it (WCAG 1.4.13: dismissible).
  const [dismissed, setDismissed] = useState<string | null>(null);
  const placed = placeMarkers(releases, candles, intervalMs, narrow ? 12 : 40);
  const rows = placed.reduce((most, p) => Math.max(most, p.level + 1), 0);
  const box = { '--plot-left': `${PLOT_MARGIN.left}px`, '--plot-right': `${PLOT_MARGIN.right + priceAxisWidth(decimals)}px`, height: `${Math.max(rows, 1) * ROW_PX + 4}px` } as CSSProperties;
  const texts = markerTexts(t, code);
  const markerOf = (e: SyntheticEvent) => (e.target instanceof Element ? e.target.closest<HTMLAnchorElement>('a[data-key]') : null);
  const onClick = (e: MouseEvent<HTMLUListElement>) => {
    const a = markerOf(e);
    // The browser's own way for new tabs and windows; in the app otherwise, as a Link would.
    if (!a || e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    router.push(a.getAttribute('href') ?? '');
  };
  return (
    <div className={styles.markers} data-markers={placed.length}>
      {placed.length ? (
        <ul
          className={styles.markerLane}
          style={box}
          aria-label={t('markersLabel', { count: placed.length, code })}
          onClick={onClick}
          onKeyDown={(e) => {
            if (e.key === 'Escape') setDismissed(markerOf(e)?.dataset.key ?? null);
          }}
          onBlur={() => setDismissed(null)}
          onMouseOut={(e) => {
            // The pointer left a release's link (not for a part of it).
            const a = markerOf(e);
            if (dismissed !== null && a && !(e.relatedTarget instanceof Node && a.contains(e.relatedTarget))) setDismissed(null);
          }}
        >
          {placed.map(({ item, x, level }, i) => (
            // Styled through the lane (market.module.css): no class of its own on each of a hundred releases.
            <li key={item.key} style={{ '--x': x.toFixed(5), top: `${level * ROW_PX}px` } as CSSProperties}>
              {marker(item, {
                href: readerUrl(locale, `/indicators/${encodeURIComponent(item.indicatorId)}`, {}, reader),
                when: formatCandleTime(item.at, tz),
                tipId: `chart-release-${i}`,
                texts,
                guide: level === 0,
                dismissed: dismissed === item.key,
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

/** One release: its link (named by time and title) and its details (described by them). */
function marker(
  release: ChartRelease,
  { href, when, tipId, texts, guide, dismissed }: { href: string; when: string; tipId: string; texts: ReturnType<typeof markerTexts>; guide: boolean; dismissed: boolean },
) {
  const lang = release.original ? 'zh-CN' : undefined;
  return (
    <>
      {guide ? <span aria-hidden="true" /> : null}
      <a
        href={href}
        data-effect={release.effect}
        data-importance={release.importance}
        data-at={release.at}
        data-key={release.key}
        aria-describedby={tipId}
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
      <div role="tooltip" id={tipId} data-dismissed={dismissed || undefined}>
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
    </>
  );
}
