import 'server-only';
import { getConfig } from '@/lib/config';
import { processSlot } from '@/lib/process-slots.mjs';
import { getQuotes } from '@/lib/upstream';
import { requestTimeout } from '@/lib/upstream/deadline';
import { QuoteBatcher, type QuoteBatch } from './batcher';
import { refOfKey } from './keys';
import { POLL_MS } from './polling';
import { isOfferedExchange, listedCodes } from './symbols';
import { noteFreshUntil, noteUnfresh } from '@/lib/view-cache/freshness';

/**
 * The process-wide quote batcher. Kept on globalThis because Next may bundle
 * pages and route handlers separately, and every reader must share one book
 * for the upstream's load to stay independent of the number of readers.
 * A quote is refreshed once per client poll interval; a reader waits for a
 * refresh no longer than what is left of its own request's budget
 * (docs/operations.md, "Timeouts").
 */
export function quoteBatcher(): QuoteBatcher {
  return processSlot('macrodesk.market.quoteBatcher', () => new QuoteBatcher({ fetchQuotes: getQuotes, freshMs: POLL_MS }));
}

export class UnofferedExchange extends Error {
  constructor(readonly exchange: string) {
    super(`exchange ${exchange} is not offered`);
    this.name = 'UnofferedExchange';
  }
}

/**
 * Quotes of validated `EX|CODE` keys. Exchanges outside MARKET_EXCHANGES are
 * refused; codes an exchange does not list are reported missing without an
 * upstream call (so random codes cannot grow the upstream's load).
 */
export async function loadQuotes(keys: readonly string[]): Promise<QuoteBatch> {
  const exchanges = [...new Set(keys.map((k) => refOfKey(k).exchange))];
  const unoffered = exchanges.find((ex) => !isOfferedExchange(ex));
  if (unoffered) throw new UnofferedExchange(unoffered);
  const listed = new Map(await Promise.all(exchanges.map(async (ex) => [ex, await listedCodes(ex)] as const)));
  const isListed = (k: string) => {
    const { exchange, code } = refOfKey(k);
    return listed.get(exchange)?.has(code) === true;
  };
  const known = keys.filter(isListed);
  const unknown = keys.filter((k) => !isListed(k));
  if (known.length === 0) return { quotes: [], missing: unknown, fetchedAt: Date.now(), stale: false };
  const batch = await quoteBatcher().quotes(known, Math.max(0, requestTimeout(getConfig().upstream.timeoutMs)));
  // The quote book keeps its own copies (fresh for one poll interval): tell the page being rendered.
  if (batch.stale) noteUnfresh();
  else noteFreshUntil(batch.fetchedAt + POLL_MS);
  return unknown.length ? { ...batch, missing: [...batch.missing, ...unknown] } : batch;
}
