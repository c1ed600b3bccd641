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
import { knownNamesOf } from '../known-names';
import type { EventsFilter } from '@/lib/market/events-param';
import type { Locale } from '@/lib/i18n/routing';
import { chartMarkersAtHand, loadChartMarkers } from '@/lib/markers/load-markers';
import { INTERVAL_MS } from '@/lib/markers/marker-geometry';
import { packMarkers } from '@/lib/markers/marker-pack';
import { MarkedCandleChart } from '@/lib/market/ui/marked-candle-chart';

/**
 * One symbol: its live quote, then the markets page's candle chart (a client
 * leaf that polls /api/kline on the widget's origin). With `events=` the
 * chart marks the releases that move the symbol, as the symbol page does,
 * their links opening the portal in a new tab; without it the widget carries
 * none of the markers' code. The caller checked that the symbol exists.
 */
export async function ChartWidget({
  excode,
  code,
  interval,
  decimals,
  tz,
  reader,
  locale,
  events,
}: {
  excode: string;
  code: string;
  interval: CandleInterval;
  decimals: number;
  tz: string;
  reader: ReaderState;
  locale: Locale;
  events: EventsFilter;
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
  const { candles } = series;
  const markers =
    events === 'off' || candles.length === 0
      ? null
      : await chartMarkersAtHand(
          loadChartMarkers({ locale, exchange: excode, code, from: Date.parse(candles[0].at), to: Date.parse(candles[candles.length - 1].at) + INTERVAL_MS[interval], levels: events }),
        );
  return (
    <>
      <ClientMessages namespaces={['Quote', 'Embed', ...SYMBOL_NAME_MESSAGES]}>
        <LiveQuotes keys={[key]} fallback={batch}>
          <EmbedQuoteList keys={[key]} knownNames={knownNamesOf(locale, [key])} reader={reader} />
        </LiveQuotes>
      </ClientMessages>
      <ClientMessages namespaces={['Chart']}>
        {events === 'off' ? (
          <CandleChart key={interval} series={series} decimals={decimals} tz={tz} />
        ) : (
          <MarkedCandleChart
            key={interval}
            series={series}
            decimals={decimals}
            tz={tz}
            markers={markers && 'later' in markers ? markers.later.then(packMarkers) : markers && packMarkers(markers)}
            reader={{ tzParam: reader.tzParam, colorsParam: reader.colorsParam }}
            linksInNewTab
          />
        )}
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
  const body = <ChartWidget excode={exchange} code={code} interval={widget.interval} decimals={symbol.decimals} tz={view.tz} reader={view} locale={view.locale} events={widget.events} />;
  const name = symbolName(view.locale, exchange, code, symbol.name);
  return frame(<SymbolNameIn name={name} format={(text) => t('chartTitle', { name: text, code })} />, body, 8);
};
