'use client';

import { useLocale, useTranslations } from 'next-intl';
import { quoteFigures } from '@/lib/market/format';
import { refOfKey } from '@/lib/market/keys';
import { Change } from '@/lib/market/ui/change';
import { useLiveQuotes } from '@/lib/market/ui/live-quotes';
import styles from './embed.module.css';
import { readerUrl, type ReaderState } from '@/lib/reader/link';
import type { Locale } from '@/lib/i18n/routing';
import { chooseSymbolName } from '@/lib/localize/symbol-name-rule';
import { SymbolNameMark, SymbolNameText } from '@/lib/localize/ui/symbol-name';

/**
 * Live quotes inside a widget: name (opening the symbol page in a new tab),
 * last price and change %. Reads the one poller of <LiveQuotes> above it,
 * which asks /api/quotes on the widget's own origin. `knownNames`: the
 * table's name of each symbol in the reader's language (lib/embed/known-names.ts).
 */
export function EmbedQuoteList({ keys, knownNames, reader }: { keys: string[]; knownNames: Record<string, string | null>; reader: ReaderState }) {
  const t = useTranslations('Quote');
  const te = useTranslations('Embed');
  const locale = useLocale() as Locale;
  const { quotes, flashes, stale, failing } = useLiveQuotes();
  return (
    <>
      {stale || failing ? (
        <p className="stale-note" role="status">
          {failing ? t('liveFailed') : t('stale')}
        </p>
      ) : null}
      <ul className={styles.quotes} aria-label={te('quotesLabel')} data-testid="embed-quotes">
        {keys.map((key) => {
          const quote = quotes.get(key);
          if (!quote) return null;
          const { exchange, code } = refOfKey(key);
          const f = quoteFigures(quote, locale);
          const flash = flashes.get(key);
          const name = chooseSymbolName(locale, knownNames[key] ?? null, code, quote.name);
          return (
            <li key={key} data-symbol={key}>
              <span className={styles.quoteName}>
                <a href={readerUrl(locale, `/markets/${exchange}/${code}`, {}, reader)} target="_blank" rel="noopener">
                  <SymbolNameText name={name} />
                </a>
                <SymbolNameMark name={name} />
                <small>{code}</small>
              </span>
              <span className={`${styles.last} ${flash === 'up' ? styles.flashUp : flash === 'down' ? styles.flashDown : ''}`} data-field="last">
                {f.last}
              </span>
              <span className="num">
                <Change text={f.percent} direction={f.direction} label={t(f.direction)} />
              </span>
            </li>
          );
        })}
      </ul>
    </>
  );
}
