'use client';

import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import type { QuoteBatch } from '../batcher';
import { canonicalCodes, chunked, quoteKey } from '../keys';
import { CODES_PER_POLL, POLL_MS, quotesUrl } from '../polling';
import type { Quote } from '@/lib/upstream/types';
import { usePoll } from '@/lib/ui/use-poll';
import { fetchJson } from './fetch-json';

export type Flash = 'up' | 'down';

interface LiveQuotesValue {
  quotes: Map<string, Quote>;
  flashes: Map<string, Flash>;
  stale: boolean;
  failing: boolean;
}

const LiveQuotesContext = createContext<LiveQuotesValue | null>(null);

/**
 * One poller per page: every live leaf below reads the same /api/quotes
 * answer, so a page costs one request per interval whatever it shows. Polls
 * every POLL_MS while the tab is visible (lib/ui/use-poll.ts pauses hidden tabs); the first
 * paint uses the server's answer, so nothing is fetched on mount.
 */
export function LiveQuotes({ keys, fallback, children }: { keys: string[]; fallback: QuoteBatch; children: ReactNode }) {
  const urls = pollUrls(keys);
  const { data: batch, error } = usePoll<QuoteBatch>(urls.join(' '), () => fetchBatches(urls), {
    fallback,
    interval: POLL_MS,
    refreshOnFocus: true,
    dedupeMs: POLL_MS / 2,
    keepPrevious: true,
  });
  const flashes = useFlashes(batch.quotes);
  const value: LiveQuotesValue = {
    quotes: new Map(batch.quotes.map((q) => [quoteKey(q), q])),
    flashes,
    stale: batch.stale,
    failing: Boolean(error),
  };
  return <LiveQuotesContext.Provider value={value}>{children}</LiveQuotesContext.Provider>;
}

/** /api/quotes takes 50 codes: larger sets poll in sorted groups, each URL the same for every reader. */
function pollUrls(keys: string[]): string[] {
  const sorted = [...new Set(keys)].sort();
  return chunked(sorted, CODES_PER_POLL).map((group) => quotesUrl(canonicalCodes(group)));
}

async function fetchBatches(urls: string[]): Promise<QuoteBatch> {
  const batches = await Promise.all(urls.map((url) => fetchJson<QuoteBatch>(url)));
  return {
    quotes: batches.flatMap((b) => b.quotes),
    missing: batches.flatMap((b) => b.missing),
    fetchedAt: Math.min(...batches.map((b) => b.fetchedAt)),
    stale: batches.some((b) => b.stale),
  };
}

export function useLiveQuotes(): LiveQuotesValue {
  const value = useContext(LiveQuotesContext);
  if (!value) throw new Error('useLiveQuotes needs a <LiveQuotes> above it');
  return value;
}

const FLASH_MS = 1200;

/** Which quotes' last price moved from `before` to `after`, and which way. */
function movedBetween(before: Quote[], after: Quote[]): Map<string, Flash> {
  const was = new Map(before.map((q) => [quoteKey(q), q.last]));
  const moved = new Map<string, Flash>();
  for (const q of after) {
    const last = was.get(quoteKey(q));
    if (last !== undefined && last !== q.last) moved.set(quoteKey(q), q.last > last ? 'up' : 'down');
  }
  return moved;
}

/** Which quotes' last price moved in the latest poll, and which way, for a brief highlight. */
function useFlashes(quotes: Quote[]): Map<string, Flash> {
  // The quotes last seen and what moved then: worked out while rendering the new ones, not after.
  const [seen, setSeen] = useState(() => ({ quotes, flashes: new Map<string, Flash>() }));
  let flashes = seen.flashes;
  if (seen.quotes !== quotes) {
    flashes = movedBetween(seen.quotes, quotes);
    setSeen({ quotes, flashes });
  }
  useEffect(() => {
    if (flashes.size === 0) return;
    const timer = setTimeout(() => setSeen((s) => (s.flashes === flashes ? { ...s, flashes: new Map() } : s)), FLASH_MS);
    return () => clearTimeout(timer);
  }, [flashes]);
  return flashes;
}
