import 'server-only';
import type { Fetched, Quote } from '@/lib/upstream/types';
import { quoteBatcher } from '@/lib/market/quotes';
import { HEADLINE_SYMBOLS, inHeadlineOrder } from './select';

/**
 * The headline quotes, from the same process-wide quote book that answers
 * /api/quotes, so dashboard views add no upstream calls of their own.
 */
export async function headlineQuotes(): Promise<Fetched<Quote[]>> {
  const batch = await quoteBatcher().quotes(HEADLINE_SYMBOLS.map((s) => `${s.exchange}|${s.code}`));
  return { data: inHeadlineOrder(batch.quotes), fetchedAt: batch.fetchedAt, stale: batch.stale, source: 'tokened' };
}
