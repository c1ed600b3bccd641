import { withRequestBudget } from '@/lib/api/budget';
import { jsonError, methodNotAllowed } from '@/lib/api/respond';
import { parseCodes } from '@/lib/market/params';
import { loadQuotes, UnofferedExchange } from '@/lib/market/quotes';
import { quotesResponse, upstreamFailure } from '@/lib/market/responses';

/** GET /api/quotes?codes=EX|SYM,… → { quotes, missing, fetchedAt, stale } from the shared quote batcher. */
export async function GET(request: Request) {
  const codes = parseCodes(new URL(request.url).searchParams.get('codes') ?? undefined);
  if (!codes.ok) return jsonError(400, 'bad_request', codes.message);
  try {
    return quotesResponse(await withRequestBudget(() => loadQuotes(codes.value)));
  } catch (error) {
    if (error instanceof UnofferedExchange) return jsonError(400, 'bad_request', `codes: ${error.message}`);
    return upstreamFailure(error);
  }
}

export const OPTIONS = methodNotAllowed;
