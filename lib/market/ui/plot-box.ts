import { useSyncExternalStore } from 'react';

/**
 * The candle chart's plot box, shared by the candle plot (candle-plot.tsx) and the
 * release-marker lane drawn under it, so a marker sits under its candle.
 */
export const PLOT_MARGIN = { top: 8, right: 4, bottom: 0, left: 4 } as const;

/** The price axis on the right: wider for prices of more than two decimals. */
export const priceAxisWidth = (decimals: number) => (decimals > 2 ? 72 : 64);

/** Most candles drawn at once; phones get fewer so that bodies stay wider than a couple of pixels. */
const MAX_CANDLES = 120;
const MAX_CANDLES_NARROW = 60;
const NARROW = '(max-width: 600px)';

function subscribeNarrow(onChange: () => void) {
  const query = window.matchMedia(NARROW);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** True on phone-width screens (false while rendering on the server). */
export function useNarrow(): boolean {
  return useSyncExternalStore(subscribeNarrow, () => window.matchMedia(NARROW).matches, () => false);
}

/** The candles the chart draws: the newest 120, or 60 on a phone. */
export function visibleCandles<T>(candles: readonly T[], narrow: boolean): T[] {
  return candles.slice(-(narrow ? MAX_CANDLES_NARROW : MAX_CANDLES));
}
