import { numberFormat } from '@/lib/i18n/intl-cache';
import { getTranslations } from 'next-intl/server';
import type { ViewContext } from '@/lib/calendar/links';
import { ORIGINAL_LANG } from '@/lib/localize/marks';
import { SymbolNameIn } from '@/lib/localize/ui/symbol-name';
import { formatInstant } from '@/lib/time/format';
import { MARKS, MIN_COUNT, MIN_TYPICAL, OUTCOMES, TYPICAL_MARK, type Mark, type TypicalFigure } from '@/lib/archive/reactions';
import { indicatorReactions, reactionNames, type ReactionsAnswer } from '../reactions-read';
import { nameOf, type SymbolNames, type SymbolReactions } from '../reactions-view';
import { ReactionsScatter } from './reactions-scatter';
import { SymbolNameList } from './symbol-name-list';
import styles from './reactions.module.css';

/** The scatter's mark: long enough for the first reaction to settle, short enough to be the release's. */
const SCATTER_MARK: Mark = 15;
/** Symbols shown as tables (most releases first, then in the rule's order); the scatter's select offers the same. */
const SHOWN = 24;

/** The reactions IndicatorReactions shows: started by the page, so that they can be in its shell. */
export function loadIndicatorReactions(ctx: ViewContext, id: string): Promise<ReactionsAnswer> {
  return indicatorReactions(ctx.locale, id, null);
}

/** How the indicator's linked symbols moved after its archived releases: medians per outcome and mark, and a scatter. */
export async function IndicatorReactions({ id, reactions, ctx }: { id: string; reactions: Promise<ReactionsAnswer>; ctx: ViewContext }) {
  const t = await getTranslations('Indicator');
  let answer;
  try {
    answer = await reactions;
  } catch {
    return (
      <p className={styles.note} role="status" data-testid="reactions-unavailable">
        {t('reactionsUnavailable')}
      </p>
    );
  }
  if (answer.kind !== 'ok' || answer.data.symbols.length === 0) {
    return (
      <p className={styles.note} data-testid="reactions-none">
        {t('reactionsNone')}
      </p>
    );
  }
  const names = await reactionNames(ctx.locale, answer.data);
  const beyond = <BeyondKlinesNote symbols={answer.data.symbols} ctx={ctx} t={t} />;
  const recorded = answer.data.symbols.filter((s) => s.summary.points.length > 0).slice(0, SHOWN);
  if (!recorded.length) {
    return (
      <p className={styles.note} data-testid="reactions-empty">
        <SymbolNameList
          locale={ctx.locale}
          names={answer.data.symbols.map((s) => nameOf(names, s.symbol))}
          format={(list) => t('reactionsEmpty', { symbols: list })}
        />{' '}
        {beyond}
      </p>
    );
  }
  const percent = numberFormat(ctx.locale, { style: 'percent', signDisplay: 'exceptZero', maximumFractionDigits: 3, minimumFractionDigits: 2 });
  // The symbol the calendar's rows show the typical move of, when it has reads.
  const typicalOf = recorded.find((s) => s.symbol === answer.data.typicalSymbol) ?? null;
  const csv = `/api/indicators/${encodeURIComponent(id)}/reactions?${new URLSearchParams({ locale: ctx.locale, format: 'csv' })}`;
  const series = recorded.map((s) => ({
    symbol: s.symbol,
    name: nameOf(names, s.symbol).text,
    lang: nameOf(names, s.symbol).original ? ORIGINAL_LANG : undefined,
    points: s.summary.points
      .filter((p) => p.moves[SCATTER_MARK] !== null)
      .map((p) => ({ surprise: p.surprise, move: Number(p.moves[SCATTER_MARK]!.toFixed(4)), label: formatInstant(p.publishedAt, ctx.locale, ctx.tz, 'date') })),
  }));
  return (
    <>
      <p className={styles.note}>
        {t('reactionsLead', { min: MIN_COUNT })}{' '}
        <a href={csv} download>
          {t('reactionsCsv')}
        </a>{' '}
        {beyond}
      </p>
      {typicalOf ? <TypicalTable s={typicalOf} names={names} t={t} locale={ctx.locale} /> : null}
      <div className={styles.symbols}>
        {recorded.map((s) => (
          <SymbolTable key={s.symbol} s={s} names={names} t={t} percent={percent} />
        ))}
      </div>
      <ReactionsScatter
        series={series}
        labels={{ title: t('reactionsScatter', { minutes: SCATTER_MARK }), symbol: t('reactionsSymbol'), surprise: t('surprise'), move: t('reactionsMove', { minutes: SCATTER_MARK }) }}
      />
    </>
  );
}

type Translate = Awaited<ReturnType<typeof getTranslations<'Indicator'>>>;

/**
 * How many archived releases came before the one-minute K-lines the upstream
 * still serves (the linked symbol with most of them), so were never read; nothing when none.
 */
function BeyondKlinesNote({ symbols, ctx, t }: { symbols: SymbolReactions[]; ctx: ViewContext; t: Translate }) {
  const most = symbols.reduce<SymbolReactions['beyondKlines']>(
    (best, s) => (s.beyondKlines && s.beyondKlines.releases > (best?.releases ?? 0) ? s.beyondKlines : best),
    null,
  );
  if (!most) return null;
  return (
    <span data-testid="reactions-beyond" data-releases={most.releases}>
      {t('reactionsBeyond', { count: most.releases, from: formatInstant(most.klinesFrom, ctx.locale, ctx.tz, 'dateTime') })}
    </span>
  );
}

function SymbolTable({ s, names, t, percent }: { s: SymbolReactions; names: SymbolNames; t: Translate; percent: Intl.NumberFormat }) {
  return (
    <table className={styles.table} data-testid="reactions-table" data-symbol={s.symbol}>
      <caption>
        <SymbolNameIn name={nameOf(names, s.symbol)} format={(symbol) => t('reactionsCaption', { symbol })} />
      </caption>
      <thead>
        <tr>
          <td />
          {MARKS.map((m) => (
            <th key={m} scope="col">
              {t('reactionsMark', { minutes: m })}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {OUTCOMES.map((o) => (
          <tr key={o} data-outcome={o}>
            <th scope="row">{t(`reactionsOutcome.${o}`)}</th>
            {MARKS.map((m) => {
              const { median, count } = s.summary.byOutcome[o][m];
              return (
                <td key={m} data-count={count} data-median={median ?? ''}>
                  {median === null ? '—' : percent.format(median / 100)}
                  <span className={styles.count}>{median === null ? t('reactionsFew', { count, min: MIN_COUNT }) : t('reactionsCount', { count })}</span>
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * How the first symbol the release's rule names typically moved in the 15
 * minutes after a release (docs/design.md, "Typical moves"): the median
 * absolute move and high–low range, over all releases and by outcome, each
 * with the number of releases behind it.
 */
function TypicalTable({ s, names, t, locale }: { s: SymbolReactions; names: SymbolNames; t: Translate; locale: string }) {
  const percent = numberFormat(locale, { style: 'percent', maximumFractionDigits: 2, minimumFractionDigits: 2 });
  const cell = (f: TypicalFigure, kind: 'move' | 'range') => (
    <td data-testid={`typical-${kind}`} data-count={f.count} data-median={f.median ?? ''}>
      {f.median === null ? '—' : `${kind === 'move' ? '±' : ''}${percent.format(f.median / 100)}`}
      <span className={styles.count}>{f.median === null ? t('reactionsFew', { count: f.count, min: MIN_TYPICAL }) : t('reactionsCount', { count: f.count })}</span>
    </td>
  );
  return (
    <table className={styles.table} data-testid="typical-table" data-symbol={s.symbol}>
      <caption>
        <SymbolNameIn name={nameOf(names, s.symbol)} format={(symbol) => t('typicalCaption', { symbol, minutes: TYPICAL_MARK })} />
      </caption>
      <thead>
        <tr>
          <td />
          <th scope="col">{t('typicalMove')}</th>
          <th scope="col">{t('typicalRange')}</th>
        </tr>
      </thead>
      <tbody>
        {(['all', ...OUTCOMES] as const).map((o) => (
          <tr key={o} data-outcome={o}>
            <th scope="row">{o === 'all' ? t('typicalAll') : t(`reactionsOutcome.${o}`)}</th>
            {cell(s.typical[o].move, 'move')}
            {cell(s.typical[o].range, 'range')}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
