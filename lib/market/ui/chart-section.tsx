import { ErrorBlock } from '@/lib/ui/error-block';
import type { CandleInterval } from '@/lib/upstream/types';
import { loadCandles } from '../candles';
import { CandleChart } from './candle-chart';
import { ClientMessages } from '@/lib/i18n/client-messages';

/** The chart widget: candles fetched on the server, drawn and kept live in the browser. */
export async function ChartSection({
  excode,
  code,
  interval,
  decimals,
  tz,
}: {
  excode: string;
  code: string;
  interval: CandleInterval;
  decimals: number;
  tz: string;
}) {
  let series;
  try {
    series = await loadCandles({ excode, code, interval });
  } catch (error) {
    return <ErrorBlock error={error} />;
  }
  // The page checked the symbol before rendering this widget.
  if (typeof series === 'string') return <ErrorBlock error={{ kind: 'not-found' }} />;
  return (
    <ClientMessages namespaces={['Chart']}>
      <CandleChart key={interval} series={series} decimals={decimals} tz={tz} />
    </ClientMessages>
  );
}
