import { getTranslations } from 'next-intl/server';
import { AppLink } from '@/lib/i18n/app-link';
import { arrowOf, directionOf, formatChange, formatPercent, formatPrice } from '@/lib/market/format';
import { ErrorBlock } from '@/lib/ui/error-block';
import { StaleNote } from '@/lib/ui/stale-note';
import { headlineQuotes } from '../quotes';
import { readerHref, readerUrl } from '@/lib/reader/link';
import type { DashboardView } from '../view';
import { symbolName } from '@/lib/localize/symbols';
import { SymbolNameMark, SymbolNameText } from '@/lib/localize/ui/symbol-name';

type Props = { view: DashboardView };

/** Headline quotes; each links to its symbol page. Direction is shown by sign and arrow, not colour alone. */
export async function QuoteStrip({ view }: Props) {
  const { locale, tz } = view;
  const t = await getTranslations('Dashboard');
  let result: Awaited<ReturnType<typeof headlineQuotes>>;
  try {
    result = await headlineQuotes();
  } catch (error) {
    return <ErrorBlock error={error} retryHref={readerUrl(locale, '/', {}, view)} />;
  }
  return (
    <>
      {result.stale ? <StaleNote fetchedAt={result.fetchedAt} tz={tz} locale={locale} /> : null}
      <ul className="quote-strip">
        {result.data.map((q) => {
          const direction = directionOf(q.change);
          const name = symbolName(locale, q.exchange, q.code, q.name);
          return (
            <li key={`${q.exchange}|${q.code}`}>
              <AppLink href={readerHref(`/markets/${encodeURIComponent(q.exchange)}/${encodeURIComponent(q.code)}`, {}, view)}>
                <span className="quote-name">
                  <SymbolNameText name={name} />
                  <SymbolNameMark name={name} />
                </span>
                <span className="quote-last" data-testid="quote-last">
                  {formatPrice(q.last, q.decimals, locale)}
                </span>
                <span className={`quote-change ${direction === 'flat' ? 'muted' : direction}`}>
                  <span aria-hidden="true">{arrowOf(direction)} </span>
                  <span className="visually-hidden">{t('change')}: </span>
                  {formatChange(q.change, q.decimals, locale)} ({formatPercent(q.changePercent, locale)})
                </span>
              </AppLink>
            </li>
          );
        })}
      </ul>
    </>
  );
}
