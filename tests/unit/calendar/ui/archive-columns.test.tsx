import { describe, expect, it } from 'vitest';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { NextIntlClientProvider } from 'next-intl';
import en from '@/messages/en.json';
import zhTW from '@/messages/zh-TW.json';
import { staticMarkup } from '@/lib/ui/static-markup';
import { ReleaseValues } from '@/lib/calendar/ui/release-values';
import { TypicalMoveNote } from '@/lib/calendar/ui/typical-move';
import type { RowTypicalMove } from '@/lib/calendar/typical-moves';
import type { Locale } from '@/lib/i18n/routing';
import styles from '@/lib/calendar/ui/calendar.module.css';
import { release } from '../../support/calendar-fixtures';

// The archive columns (docs/design.md, "Surprise scores", "Typical moves"): their texts are kept
// from one render to the next (lib/i18n/kept-translations.ts); what a reader gets stays the same.

const inProvider = (locale: Locale, node: ReactNode) =>
  renderToStaticMarkup(
    <NextIntlClientProvider locale={locale} messages={locale === 'en' ? en : zhTW} timeZone="UTC">
      {node}
    </NextIntlClientProvider>,
  );

/** A released row's value cells as the calendar writes them: static markup, during a render. */
function StaticValues({ z, n }: { z: number; n: number }) {
  const r = release({ released: true, actual: '190', forecast: '180' });
  return <div dangerouslySetInnerHTML={{ __html: staticMarkup(<ReleaseValues release={r} surprise={{ z, n }} />) }} />;
}

const figure = (html: string) => html.match(/<small[^>]*data-testid="surprise-z".*?<\/small>/)?.[0];

const gold: RowTypicalMove = {
  symbol: { exchange: 'WGJS', code: 'XAU', key: 'WGJS:XAU', sign: -1 },
  typical: { move: { median: 0.12345, count: 5 }, range: { median: 0.3, count: 5 } },
};

describe('the archive columns in a release row', () => {
  it('writes the surprise figure with its label, the same in every render', () => {
    const label = 'Surprise +1.2: actual minus forecast, in standard deviations of this indicator&#x27;s 16 earlier surprises';
    const expected =
      `<small class="${styles.z} ${styles.better}" data-testid="surprise-z" data-z="1.23" data-n="16" title="${label}">` +
      `<span aria-hidden="true">+1.2σ</span><span class="visually-hidden">${label}</span></small>`;
    for (let i = 0; i < 2; i++) expect(figure(inProvider('en', <StaticValues z={1.234} n={16} />))).toBe(expected);
    expect(figure(inProvider('en', <StaticValues z={-0.04} n={9} />))).toContain('data-z="-0.04" data-n="9" title="Surprise 0.0: actual minus forecast, in standard deviations of this indicator&#x27;s 9 earlier surprises"');
    expect(figure(inProvider('zh-TW', <StaticValues z={1.234} n={16} />))).toContain('title="意外程度 +1.2：實際值減預期值，以該指標此前 16 次意外的標準差計"');
  });

  it('writes the static figure as react-dom/server writes the same cells', () => {
    const r = release({ released: true, actual: '190', forecast: '180' });
    const rendered = inProvider('en', <ReleaseValues release={r} surprise={{ z: -2.5, n: 12 }} />);
    expect(figure(inProvider('en', <StaticValues z={-2.5} n={12} />))).toBe(figure(rendered));
  });

  it('writes a pending row\'s typical move with its figures, the same in every render', () => {
    const expected =
      `<small class="${styles.typical}" data-testid="typical-move" data-symbol="WGJS:XAU" data-move="0.1235" data-count="5">` +
      'Spot Gold typically moves ±0.12 % in 15 min (range 0.30 %) · 5 releases</small>';
    for (let i = 0; i < 2; i++) expect(inProvider('en', <TypicalMoveNote row={gold} locale="en" />)).toBe(expected);
    const one = { ...gold, typical: { move: { median: 1, count: 1 }, range: { median: null, count: 0 } } };
    expect(inProvider('en', <TypicalMoveNote row={one} locale="en" />)).toContain('>Spot Gold typically moves ±1.00 % in 15 min · 1 release</small>');
    expect(inProvider('zh-TW', <TypicalMoveNote row={gold} locale="zh-TW" />)).toContain('通常在 15 分鐘內波動 ±0.12%（區間 0.30%）· 基於 5 次公佈</small>');
  });
});
