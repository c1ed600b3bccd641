import { getTranslations } from 'next-intl/server';
import type { QuoteBatch } from '@/lib/market/batcher';
import { loadQuotes, UnofferedExchange } from '@/lib/market/quotes';
import { LiveQuotes } from '@/lib/market/ui/live-quotes';
import { ErrorBlock } from '@/lib/ui/error-block';
import { EmbedNotice } from './embed-notice';
import { EmbedQuoteList } from './quote-list';
import styles from './embed.module.css';
import type { ReaderState } from '@/lib/reader/link';
import { ClientMessages } from '@/lib/i18n/client-messages';
import { SYMBOL_NAME_MESSAGES } from '@/lib/localize/ui/symbol-name';
import type { EmbedBody } from './embed-page';
import type { Locale } from '@/lib/i18n/routing';
import { knownNamesOf } from '../known-names';

/**
 * Live quotes of the `codes` list. The first prices come from the server;
 * the browser then polls /api/quotes (same origin as the widget, so nothing
 * is asked of another origin and no cookie is needed).
 */
export async function QuotesWidget({ keys, reader, locale }: { keys: string[]; reader: ReaderState; locale: Locale }) {
  const t = await getTranslations('Embed');
  let batch: QuoteBatch;
  try {
    batch = await loadQuotes(keys);
  } catch (error) {
    if (error instanceof UnofferedExchange) return <EmbedNotice problems={[{ param: 'codes', value: error.exchange }]} />;
    return <ErrorBlock error={error} />;
  }
  const found = keys.filter((k) => !batch.missing.includes(k));
  return (
    <>
      {batch.missing.length ? (
        <p className={styles.lead} data-testid="missing-codes">
          {t('missingCodes', { codes: batch.missing.join(', ') })}
        </p>
      ) : null}
      {found.length ? (
        <ClientMessages namespaces={['Quote', 'Embed', ...SYMBOL_NAME_MESSAGES]}>
          <LiveQuotes keys={found} fallback={batch}>
            <EmbedQuoteList keys={found} knownNames={knownNamesOf(locale, found)} reader={reader} />
          </LiveQuotes>
        </ClientMessages>
      ) : (
        <p className={styles.empty}>{t('quotesEmpty')}</p>
      )}
    </>
  );
}

/** The quotes widget's route body (app/[locale]/embed/quotes). */
export const quotesEmbed: EmbedBody<'quotes'> = ({ widget, view, t, frame }) =>
  frame(t('title.quotes'), <QuotesWidget keys={widget.codes} reader={view} locale={view.locale} />, widget.codes.length);
