'use client';

import { useLocale, useTranslations } from 'next-intl';
import { AppLink } from '@/lib/i18n/app-link';
import { quoteFigures } from '../format';
import { refOfKey } from '../keys';
import { Change } from './change';
import { useLiveQuotes } from './live-quotes';
import styles from './market.module.css';
import { readerHref, type ReaderState } from '@/lib/reader/link';
import type { Locale } from '@/lib/i18n/routing';
import { symbolName } from '@/lib/localize/symbols';
import { SymbolNameMark, SymbolNameText } from '@/lib/localize/ui/symbol-name';

/** A few live quotes of one exchange (the markets index). */
export function HeadlineQuotes({ keys, label, reader }: { keys: string[]; label: string; reader: ReaderState }) {
  const t = useTranslations('Quote');
  const locale = useLocale() as Locale;
  const { quotes, flashes } = useLiveQuotes();
  return (
    <ul className={styles.headlines} aria-label={label}>
      {keys.map((key) => {
        const q = quotes.get(key);
        const { exchange, code } = refOfKey(key);
        const f = q ? quoteFigures(q, locale) : null;
        const flash = flashes.get(key);
        const name = symbolName(locale, exchange, code, q?.name);
        return (
          <li key={key} data-symbol={key}>
            <span className={styles.headlineName}>
              <AppLink href={readerHref(`/markets/${exchange}/${code}`, {}, reader)}>
                <SymbolNameText name={name} />
              </AppLink>
              <SymbolNameMark name={name} />
              <small>{code}</small>
            </span>
            <span className={`num ${flash ? styles[`flash-${flash}`] : ''}`} data-field="last">
              {f?.last ?? '—'}
            </span>
            <span className="num">{f ? <Change text={f.percent} direction={f.direction} label={t(f.direction)} /> : '—'}</span>
          </li>
        );
      })}
    </ul>
  );
}
