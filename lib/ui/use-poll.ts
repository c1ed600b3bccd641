import useSWR from 'swr';

/**
 * The pages' live data (quotes, candles, pending releases), through SWR with
 * the pages' one policy:
 * - the first data is the server's (`fallback`): nothing is fetched on mount;
 * - `key` is fetched again every `interval` ms (a function of the latest data
 *   may answer 0: not now) while the tab is visible;
 * - every poller of a key on the page shares one request, and none starts
 *   again within `dedupeMs` of the last;
 * - a failure keeps the last data and sets `error` (SWR retries with back-off);
 * - with `refreshOnFocus`, a tab focused again or a browser back online asks at once.
 */
export interface PollOptions<T> {
  fallback: T;
  interval: number | ((latest: T | undefined) => number);
  refreshOnFocus?: boolean;
  dedupeMs?: number;
  /** While a new key has no answer yet, keep showing the previous key's data (not `fallback`). */
  keepPrevious?: boolean;
}

export function usePoll<T>(key: string | null, fetcher: (key: string) => Promise<T>, options: PollOptions<T>): { data: T; error: unknown } {
  const { fallback, interval, refreshOnFocus = false, dedupeMs = 2_000, keepPrevious = false } = options;
  const { data, error } = useSWR<T>(key, fetcher, {
    fallbackData: fallback,
    refreshInterval: typeof interval === 'function' ? (latest?: T) => interval(latest) : interval,
    refreshWhenHidden: false,
    revalidateOnMount: false,
    revalidateOnFocus: refreshOnFocus,
    revalidateOnReconnect: refreshOnFocus,
    dedupingInterval: dedupeMs,
    keepPreviousData: keepPrevious,
  });
  return { data: data ?? fallback, error };
}
