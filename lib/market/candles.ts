import 'server-only';
import { getCandles } from '@/lib/upstream';
import type { Candle, CandleInterval } from '@/lib/upstream/types';
import { isOfferedExchange, listedCodes } from './symbols';

export interface CandleSeries {
  excode: string;
  code: string;
  interval: CandleInterval;
  /** Oldest first. */
  candles: Candle[];
  fetchedAt: number;
  stale: boolean;
}

/**
 * Candles of a listed symbol. Concurrent readers of the same series share one
 * upstream call and its cache entry (lib/upstream/cache.ts).
 */
export async function loadCandles(q: {
  excode: string;
  code: string;
  interval: CandleInterval;
}): Promise<CandleSeries | 'unknown-exchange' | 'unknown-symbol'> {
  if (!isOfferedExchange(q.excode)) return 'unknown-exchange';
  if (!(await listedCodes(q.excode)).has(q.code)) return 'unknown-symbol';
  const { data, fetchedAt, stale } = await getCandles(q.excode, q.code, q.interval);
  return { ...q, candles: data, fetchedAt, stale };
}
