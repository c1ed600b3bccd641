import { withRequestBudget } from '@/lib/api/budget';
import { badRequest, jsonError, queryOf, methodNotAllowed } from '@/lib/api/respond';
import { loadCandles } from '@/lib/market/candles';
import { klineQuery } from '@/lib/market/params';
import { pollResponse, upstreamFailure } from '@/lib/market/responses';

/** GET /api/kline?excode=&code=&interval= → { candles, fetchedAt, stale }, oldest first. */
export async function GET(request: Request) {
  const query = klineQuery.safeParse(queryOf(request.url));
  if (!query.success) return badRequest(query.error);
  try {
    const result = await withRequestBudget(() => loadCandles(query.data));
    if (result === 'unknown-exchange') return jsonError(400, 'bad_request', `excode: ${query.data.excode} is not offered`);
    if (result === 'unknown-symbol') {
      return jsonError(404, 'not_found', `code: ${query.data.excode} lists no symbol ${query.data.code}`);
    }
    return pollResponse(result);
  } catch (error) {
    return upstreamFailure(error);
  }
}

export const OPTIONS = methodNotAllowed;
