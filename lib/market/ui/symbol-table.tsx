'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useId, useMemo, useState } from 'react';
import { AppLink } from '@/lib/i18n/app-link';
import type { Quote } from '@/lib/upstream/types';
import { formatMarketTime, quoteFigures } from '../format';
import { quoteKey } from '../keys';
import type { SortColumn, TableState } from '../params';
import { Change } from './change';
import { useLiveQuotes } from './live-quotes';
import { compareQuotes } from './sort';
import styles from './market.module.css';
import { readerHref, type ReaderState } from '@/lib/reader/link';
import { symbolName } from '@/lib/localize/symbols';
import { SymbolNameMark, SymbolNameText } from '@/lib/localize/ui/symbol-name';
import type { Locale } from '@/lib/i18n/routing';

const PRICE_COLUMNS = ['open', 'high', 'low', 'previousClose'] as const;

/**
 * The live symbol table of one exchange: sortable columns, a search box,
 * both kept in the URL (`sort`, `dir`, `q`) so the view can be shared.
 */
export function SymbolTable({
  exchange,
  exchangeName,
  order,
  initial,
  tz,
  reader,
}: {
  exchange: string;
  exchangeName: string;
  /** Symbol keys in the exchange's own order (the unsorted view). */
  order: string[];
  initial: TableState;
  tz: string;
  reader: ReaderState;
}) {
  const t = useTranslations('Quote');
  const tm = useTranslations('Markets');
  const locale = useLocale() as Locale;
  const searchId = useId();
  const { quotes, flashes } = useLiveQuotes();
  const [state, setState] = useState<TableState>(initial);

  useEffect(() => {
    const url = new URL(window.location.href);
    const set = (name: string, value: string | null) => (value ? url.searchParams.set(name, value) : url.searchParams.delete(name));
    set('sort', state.sort);
    set('dir', state.sort && state.dir === 'desc' ? 'desc' : null);
    set('q', state.q.trim() || null);
    if (url.href !== window.location.href) window.history.replaceState(window.history.state, '', url);
  }, [state]);

  const rows = useMemo(() => {
    // Rows carry the name the reader sees: the search and the name column sort on it.
    const all = order
      .map((key) => quotes.get(key))
      .filter((q): q is Quote => q !== undefined)
      .map((q) => ({ ...q, name: symbolName(locale, exchange, q.code, q.name).text }));
    const needle = state.q.trim().toLowerCase();
    const shown = needle ? all.filter((q) => q.name.toLowerCase().includes(needle) || q.code.toLowerCase().includes(needle)) : all;
    return state.sort ? [...shown].sort(compareQuotes(state.sort, state.dir, locale)) : shown;
  }, [order, quotes, state, locale, exchange]);

  const sortBy = (column: SortColumn) =>
    setState((s) => ({ ...s, sort: column, dir: s.sort === column && s.dir === 'asc' ? 'desc' : 'asc' }));

  const header = (column: SortColumn, numeric: boolean) => {
    const active = state.sort === column;
    const className = numeric ? 'num' : column === 'code' ? styles.codeColumn : undefined;
    return (
      <th scope="col" className={className} aria-sort={active ? (state.dir === 'asc' ? 'ascending' : 'descending') : undefined}>
        <button type="button" className={styles.sortButton} onClick={() => sortBy(column)}>
          {t(column)}
          <span aria-hidden="true" className={styles.sortMark}>
            {active ? (state.dir === 'asc' ? '↑' : '↓') : '↕'}
          </span>
        </button>
      </th>
    );
  };

  return (
    <div>
      <div className={styles.tableTools}>
        <label htmlFor={searchId}>{tm('search')}</label>
        <input
          id={searchId}
          type="search"
          value={state.q}
          placeholder={tm('searchPlaceholder')}
          maxLength={40}
          onChange={(e) => setState((s) => ({ ...s, q: e.target.value }))}
        />
        <span className="muted" role="status">
          {tm('shown', { shown: rows.length, total: order.length })}
        </span>
      </div>
      <div className="table-scroll" role="region" aria-label={exchangeName} tabIndex={0}>
        <table className={styles.quoteTable}>
          <caption className="visually-hidden">{tm('tableCaption', { exchange: exchangeName })}</caption>
          <thead>
            <tr>
              {header('name', false)}
              {header('code', false)}
              {header('last', true)}
              {header('change', true)}
              {header('changePercent', true)}
              {PRICE_COLUMNS.map((c) => header(c, true))}
              {header('time', true)}
            </tr>
          </thead>
          <tbody>
            {rows.map((q) => {
              const key = quoteKey(q);
              const f = quoteFigures(q, locale);
              const flash = flashes.get(key);
              const name = symbolName(locale, exchange, q.code, quotes.get(key)?.name);
              return (
                <tr key={key} data-symbol={key}>
                  <th scope="row" className={styles.nameCell}>
                    <AppLink href={readerHref(`/markets/${exchange}/${q.code}`, {}, reader)}>
                      <SymbolNameText name={name} />
                    </AppLink>
                    <SymbolNameMark name={name} />
                    <span className={styles.codeUnder}>
                      {q.code}
                    </span>
                  </th>
                  <td className={`${styles.code} ${styles.codeColumn}`}>{q.code}</td>
                  <td className={`num ${flash ? styles[`flash-${flash}`] : ''}`} data-field="last">
                    {f.last}
                  </td>
                  <td className="num">
                    <Change text={f.change} direction={f.direction} label={t(f.direction)} />
                  </td>
                  <td className="num">
                    <Change text={f.percent} direction={f.direction} label={t(f.direction)} />
                  </td>
                  {PRICE_COLUMNS.map((c) => (
                    <td key={c} className="num">
                      {f[c]}
                    </td>
                  ))}
                  <td className="num">
                    <time dateTime={q.quotedAt ?? undefined} suppressHydrationWarning>
                      {formatMarketTime(q.quotedAt, tz)}
                    </time>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {rows.length === 0 && state.q ? <p className="muted">{tm('noMatch', { query: state.q })}</p> : null}
    </div>
  );
}
