import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';
import { getSymbols } from '@/lib/upstream';
import { ErrorBlock } from '@/lib/ui/error-block';
import { quoteKey } from '../keys';
import type { TableState } from '../params';
import { loadQuotes } from '../quotes';
import { LiveQuotes } from './live-quotes';
import { LiveStatus } from './notes';
import { SymbolTable } from './symbol-table';
import type { ReaderState } from '@/lib/reader/link';
import { ClientMessages } from '@/lib/i18n/client-messages';
import { SYMBOL_NAME_MESSAGES } from '@/lib/localize/ui/symbol-name';

/** The symbol table widget: the exchange's list, fresh quotes for the first paint, then live. */
export async function ExchangeTable(props: {
  locale: Locale;
  exchange: string;
  exchangeName: string;
  initial: TableState;
  tz: string;
  reader: ReaderState;
}) {
  const t = await getTranslations({ locale: props.locale, namespace: 'Markets' });
  let keys: string[];
  let first;
  try {
    keys = (await getSymbols(props.exchange)).data.map(quoteKey);
    first = keys.length ? await loadQuotes(keys) : null;
  } catch (error) {
    return <ErrorBlock error={error} />;
  }
  if (!first) return <p className="muted">{t('emptyExchange')}</p>;
  return (
    <ClientMessages namespaces={['Quote', 'Markets', ...SYMBOL_NAME_MESSAGES]}>
      <LiveQuotes keys={keys} fallback={first}>
        <LiveStatus />
        <SymbolTable
          exchange={props.exchange}
          exchangeName={props.exchangeName}
          order={keys}
          initial={props.initial}
          tz={props.tz}
          reader={props.reader}
        />
      </LiveQuotes>
    </ClientMessages>
  );
}
