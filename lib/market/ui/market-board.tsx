import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';
import { AppLink } from '@/lib/i18n/app-link';
import { getSymbols } from '@/lib/upstream';
import type { Quote } from '@/lib/upstream/types';
import { ErrorBlock } from '@/lib/ui/error-block';
import type { QuoteBatch } from '../batcher';
import { quoteKey } from '../keys';
import { exchangeName } from '../names';
import { loadQuotes } from '../quotes';
import { offeredExchanges } from '../symbols';
import { HeadlineQuotes } from './headline-quotes';
import { LiveQuotes } from './live-quotes';
import { LiveStatus } from './notes';
import styles from './market.module.css';
import { readerHref, type ReaderState } from '@/lib/reader/link';
import { ClientMessages } from '@/lib/i18n/client-messages';
import { SYMBOL_NAME_MESSAGES } from '@/lib/localize/ui/symbol-name';

/** Symbols shown per exchange on the index: the first ones of its symbol list. */
const HEADLINES = 4;

/** The board's answer when no exchange listed a symbol: nothing to poll. */
const noQuotes = () => ({ quotes: [], missing: [], fetchedAt: Date.now(), stale: false });

/**
 * The markets index: one card per offered exchange with a few live quotes.
 * A failing symbol list degrades its own card; all headlines poll together.
 */
export async function MarketBoard({ locale, reader }: { locale: Locale; reader: ReaderState }) {
  const t = await getTranslations({ locale, namespace: 'Markets' });
  const tx = await getTranslations({ locale, namespace: 'Exchanges' });
  const exchanges = offeredExchanges();
  const lists = await Promise.allSettled(exchanges.map((ex) => getSymbols(ex)));
  const headlines = lists.map((r) => (r.status === 'fulfilled' ? r.value.data.slice(0, HEADLINES).map(quoteKey) : []));
  const keys = headlines.flat();
  const listed = lists.flatMap((r) => (r.status === 'fulfilled' ? r.value.data : []));
  const first = keys.length ? await freshOrListed(keys, listed) : noQuotes();
  return (
    <ClientMessages namespaces={['Quote', ...SYMBOL_NAME_MESSAGES]}>
      <LiveQuotes keys={keys} fallback={first}>
        <LiveStatus />
        <div className={styles.board}>
          {exchanges.map((ex, i) => {
            const name = exchangeName(tx, ex);
            const list = lists[i];
            return (
              <section key={ex} className="card" aria-labelledby={`exchange-${ex}`}>
                <header className="card-header">
                  <h2 id={`exchange-${ex}`}>
                    <AppLink href={readerHref(`/markets/${ex}`, {}, reader)}>{name}</AppLink>
                  </h2>
                  <span className="muted">{ex}</span>
                </header>
                {list.status === 'rejected' ? (
                  <ErrorBlock error={list.reason} />
                ) : headlines[i].length === 0 ? (
                  <p className="muted">{t('emptyExchange')}</p>
                ) : (
                  <HeadlineQuotes keys={headlines[i]} label={t('headlines', { exchange: name })} reader={reader} />
                )}
                <p className="card-action">
                  <AppLink href={readerHref(`/markets/${ex}`, {}, reader)}>{t('allSymbols', { exchange: name })}</AppLink>
                </p>
              </section>
            );
          })}
        </div>
      </LiveQuotes>
    </ClientMessages>
  );
}

/** Fresh quotes for the first paint; when they fail, the symbol lists' own quotes, marked stale. */
async function freshOrListed(keys: string[], listed: Quote[]): Promise<QuoteBatch> {
  try {
    return await loadQuotes(keys);
  } catch {
    const wanted = new Set(keys);
    return { quotes: listed.filter((q) => wanted.has(quoteKey(q))), missing: [], fetchedAt: Date.now(), stale: true };
  }
}
