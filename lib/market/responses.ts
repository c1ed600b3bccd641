import 'server-only';
import { NextResponse } from 'next/server';
import { jsonError } from '@/lib/api/respond';
import { isUpstreamError } from '@/lib/upstream';
import type { Quote } from '@/lib/upstream/types';
import type { QuoteBatch } from './batcher';

/**
 * Response headers and failure mapping of the market endpoints.
 *
 * Polls for the same URL within a second get the same answer, so a CDN may
 * serve them (s-maxage=1) and browsers may reuse one for that second; the
 * client sorts its codes so identical sets make identical URLs.
 */
export const POLL_CACHE_CONTROL = 'public, max-age=1, s-maxage=1, stale-while-revalidate=2';

export function pollResponse(body: unknown): NextResponse {
  return NextResponse.json(body, { headers: { 'Cache-Control': POLL_CACHE_CONTROL } });
}

// A quote object lives in the book until the next refresh replaces it, and
// every poll in between sends it again: serialize it once, not per poll.
const quoteJson = new WeakMap<Quote, string>();

function jsonOf(quote: Quote): string {
  let text = quoteJson.get(quote);
  if (text === undefined) {
    text = JSON.stringify(quote);
    quoteJson.set(quote, text);
  }
  return text;
}

/** /api/quotes' body, the same JSON as `JSON.stringify(batch)`, built from per-quote pieces. */
export function quotesResponse(batch: QuoteBatch): NextResponse {
  const body = `{"quotes":[${batch.quotes.map(jsonOf).join(',')}],"missing":${JSON.stringify(batch.missing)},"fetchedAt":${JSON.stringify(batch.fetchedAt)},"stale":${batch.stale}}`;
  return new NextResponse(body, { headers: { 'Content-Type': 'application/json', 'Cache-Control': POLL_CACHE_CONTROL } });
}

/**
 * An upstream failure with nothing good to serve: 504 when it timed out, 502
 * otherwise. The message is ours: no token, no upstream body or URL.
 */
export function upstreamFailure(error: unknown): NextResponse {
  const noStore = { 'Cache-Control': 'no-store' };
  if (isUpstreamError(error) && error.kind === 'budget') {
    return jsonError(503, 'upstream_budget', 'The data source\'s request budget is spent for the moment; retry after the time given in Retry-After.', {
      ...noStore, 'Retry-After': String(Math.max(1, error.retryAfterSeconds ?? 1)),
    });
  }
  if (isUpstreamError(error) && error.kind === 'timeout') {
    return jsonError(504, 'upstream_timeout', 'The market data source did not answer in time.', noStore);
  }
  if (isUpstreamError(error) || error instanceof Error) {
    return jsonError(502, 'upstream_error', 'The market data source failed; no earlier data is available.', noStore);
  }
  throw error;
}
