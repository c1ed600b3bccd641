import { ErrorBlock } from '@/lib/ui/error-block';
import { quoteKey } from '../keys';
import { loadQuotes } from '../quotes';
import { LiveQuotes } from './live-quotes';
import { LiveStatus } from './notes';
import { QuotePanel } from './quote-panel';
import { ClientMessages } from '@/lib/i18n/client-messages';

/** The live quote widget of the symbol page. */
export async function SymbolQuote({ excode, code, tz }: { excode: string; code: string; tz: string }) {
  const key = quoteKey({ exchange: excode, code });
  let first;
  try {
    first = await loadQuotes([key]);
  } catch (error) {
    return <ErrorBlock error={error} />;
  }
  return (
    <ClientMessages namespaces={['Quote']}>
      <LiveQuotes keys={[key]} fallback={first}>
        <LiveStatus />
        <QuotePanel quoteKey={key} tz={tz} />
      </LiveQuotes>
    </ClientMessages>
  );
}
