import type { CandleInterval } from '@/lib/upstream/types';

/**
 * Poll timing shared by the browser (lib/ui/use-poll.ts) and the server (batcher freshness):
 * the server refreshes a quote once per reader poll interval, so one refresh
 * serves every reader's next poll.
 */
export const POLL_MS = 2000;

/** Candles change more slowly than quotes; their cache lives 5–60 s (lib/upstream/freshness.ts). */
export function candlePollMs(interval: CandleInterval): number {
  if (interval === 'min1' || interval === 'min5') return 5000;
  return interval === 'day' ? 60_000 : 15_000;
}

/** /api/quotes takes at most this many codes, what one upstream Market data call takes (MAX_QUOTE_ENTRIES). */
export const CODES_PER_POLL = 50;

export function quotesUrl(codes: string): string {
  return `/api/quotes?codes=${encodeURIComponent(codes)}`;
}

export function klineUrl(excode: string, code: string, interval: CandleInterval): string {
  const q = new URLSearchParams({ excode, code, interval });
  return `/api/kline?${q}`;
}
