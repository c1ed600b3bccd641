import { ErrorBlock } from '@/lib/ui/error-block';
import type { Locale } from '@/lib/i18n/routing';
import type { ReaderState } from '@/lib/reader/link';
import type { CandleInterval } from '@/lib/upstream/types';
import { loadCandles } from '../candles';
import type { EventsFilter } from '../events-param';
import { chartMarkersAtHand, loadChartMarkers } from '@/lib/markers/load-markers';
import { INTERVAL_MS } from '@/lib/markers/marker-geometry';
import { MarkedCandleChart } from './marked-candle-chart';
import { packMarkers } from '@/lib/markers/marker-pack';
import { ClientMessages } from '@/lib/i18n/client-messages';

/**
 * The chart widget: candles fetched on the server, drawn and kept live in the
 * browser; the releases that move the symbol over the candles' range follow
 * in the same response as they are read (a promise the chart resolves), or
 * with the candles when every part of them is kept already.
 */
export async function ChartSection({
  excode,
  code,
  interval,
  decimals,
  tz,
  locale,
  events,
  reader,
}: {
  excode: string;
  code: string;
  interval: CandleInterval;
  decimals: number;
  tz: string;
  locale: Locale;
  events: EventsFilter;
  reader: ReaderState;
}) {
  let series;
  try {
    series = await loadCandles({ excode, code, interval });
  } catch (error) {
    return <ErrorBlock error={error} />;
  }
  // The page checked the symbol before rendering this widget.
  if (typeof series === 'string') return <ErrorBlock error={{ kind: 'not-found' }} />;
  const { candles } = series;
  const markers =
    events === 'off' || candles.length === 0
      ? null
      : await chartMarkersAtHand(
          loadChartMarkers({
            locale,
            exchange: excode,
            code,
            from: Date.parse(candles[0].at),
            to: Date.parse(candles[candles.length - 1].at) + INTERVAL_MS[interval],
            levels: events,
          }),
        );
  return (
    <ClientMessages namespaces={['Chart']}>
      <MarkedCandleChart key={interval} series={series} decimals={decimals} tz={tz} markers={markers && 'later' in markers ? markers.later.then(packMarkers) : markers && packMarkers(markers)} reader={{ tzParam: reader.tzParam, colorsParam: reader.colorsParam }} />
    </ClientMessages>
  );
}
