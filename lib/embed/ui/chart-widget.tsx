import type { QuoteBatch } from '@/lib/market/batcher';
import { loadCandles, type CandleSeries } from '@/lib/market/candles';
import { loadQuotes } from '@/lib/market/quotes';
import { CandleChart } from '@/lib/market/ui/candle-chart';
import { LiveQuotes } from '@/lib/market/ui/live-quotes';
import { ErrorBlock } from '@/lib/ui/error-block';
import type { CandleInterval } from '@/lib/upstream/types';
import { EmbedQuoteList } from './quote-list';
import type { ReaderState } from '@/lib/reader/link';
import { ClientMessages } from '@/lib/i18n/client-messages';
import { SYMBOL_NAME_MESSAGES } from '@/lib/localize/ui/symbol-name';
import { refOfKey } from '@/lib/market/keys';
import { findSymbol, isOfferedExchange } from '@/lib/market/symbols';
import { symbolName } from '@/lib/localize/symbols';
import { SymbolNameIn } from '@/lib/localize/ui/symbol-name';
import type { EmbedBody } from './embed-page';

/**
 * One symbol: its live quote, then the markets page's candle chart (a client
 * leaf that loads the chart library in the browser only and polls
 * /api/kline on the widget's origin). The caller checked that the symbol exists.
 */
export async function ChartWidget({
  excode,
  code,
  interval,
  decimals,
  tz,
  reader,
}: {
  excode: string;
  code: string;
  interval: CandleInterval;
  decimals: number;
  tz: string;
  reader: ReaderState;
}) {
  const key = `${excode}|${code}`;
  let batch: QuoteBatch;
  let series: CandleSeries | string;
  try {
    [batch, series] = await Promise.all([loadQuotes([key]), loadCandles({ excode, code, interval })]);
  } catch (error) {
    return <ErrorBlock error={error} />;
  }
  if (typeof series === 'string') return <ErrorBlock error={{ kind: 'not-found' }} />;
  return (
    <>
      <ClientMessages namespaces={['Quote', 'Embed', ...SYMBOL_NAME_MESSAGES]}>
        <LiveQuotes keys={[key]} fallback={batch}>
          <EmbedQuoteList keys={[key]} reader={reader} />
        </LiveQuotes>
      </ClientMessages>
      <ClientMessages namespaces={['Chart']}>
        <CandleChart key={interval} series={series} decimals={decimals} tz={tz} />
      </ClientMessages>
    </>
  );
}

/** The chart widget's route body (app/[locale]/embed/chart): the symbol is looked up for its title first. */
export const chartEmbed: EmbedBody<'chart'> = async ({ widget, view, t, frame, unknown }) => {
  const { exchange, code } = refOfKey(widget.code);
  let symbol;
  try {
    symbol = isOfferedExchange(exchange) ? await findSymbol(exchange, code) : null;
  } catch (error) {
    return frame(t('title.chart'), <ErrorBlock error={error} />);
  }
  if (!symbol) return unknown(t('unknownSymbol', { code: widget.code }));
  const body = <ChartWidget excode={exchange} code={code} interval={widget.interval} decimals={symbol.decimals} tz={view.tz} reader={view} />;
  const name = symbolName(view.locale, exchange, code, symbol.name);
  return frame(<SymbolNameIn name={name} format={(text) => t('chartTitle', { name: text, code })} />, body, 8);
};
