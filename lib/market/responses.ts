import 'server-only';
import { NextResponse } from 'next/server';
import { jsonError } from '@/lib/api/respond';
import { isUpstreamError } from '@/lib/upstream';

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

/**
 * An upstream failure with nothing good to serve: 504 when it timed out, 502
 * otherwise. The message is ours: no token, no upstream body or URL.
 */
export function upstreamFailure(error: unknown): NextResponse {
  const noStore = { 'Cache-Control': 'no-store' };
  if (isUpstreamError(error) && error.kind === 'timeout') {
    return jsonError(504, 'upstream_timeout', 'The market data source did not answer in time.', noStore);
  }
  if (isUpstreamError(error) || error instanceof Error) {
    return jsonError(502, 'upstream_error', 'The market data source failed; no earlier data is available.', noStore);
  }
  throw error;
}
