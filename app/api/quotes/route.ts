import { withRequestBudget } from '@/lib/api/budget';
import { badRequest, jsonError, methodNotAllowed, queryOf } from '@/lib/api/respond';
import { quotesQuery } from '@/lib/market/params';
import { loadQuotes, UnofferedExchange } from '@/lib/market/quotes';
import { quotesResponse, upstreamFailure } from '@/lib/market/responses';

/** GET /api/quotes?codes=EX|SYM,… → { quotes, missing, fetchedAt, stale } from the shared quote batcher. */
export async function GET(request: Request) {
  const query = quotesQuery.safeParse(queryOf(request.url));
  if (!query.success) return badRequest(query.error);
  try {
    return quotesResponse(await withRequestBudget(() => loadQuotes(query.data.codes)));
  } catch (error) {
    if (error instanceof UnofferedExchange) return jsonError(400, 'bad_request', `codes: ${error.message}`);
    return upstreamFailure(error);
  }
}

export const OPTIONS = methodNotAllowed;
