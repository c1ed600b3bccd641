import { badRequest, jsonError, methodNotAllowed, queryOf } from '@/lib/api/respond';
import { indicatorReactions } from '@/lib/archive/reactions-read';
import { reactionsCsv, reactionsJson, reactionsQuery } from '@/lib/archive/reactions-view';
import { archiveEnabled } from '@/lib/archive/runtime';
import { zIndicatorId } from '@/lib/upstream/params';

// How an indicator's linked symbols moved after its archived releases (issue 18 §3), as JSON or CSV.
// Rate-limited by proxy.ts like every /api/* route.
export async function GET(request: Request, { params }: { params: Promise<{ idxId: string }> }): Promise<Response> {
  const id = zIndicatorId.safeParse((await params).idxId);
  if (!id.success) return jsonError(400, 'bad_request', `idxId: ${id.error.issues[0]?.message ?? 'invalid'}`);
  const q = reactionsQuery.safeParse(queryOf(request.url));
  if (!q.success) return badRequest(q.error);
  if (!archiveEnabled()) return jsonError(404, 'archive_off', 'This portal keeps no history archive (ARCHIVE=off).');
  let answer;
  try {
    answer = await indicatorReactions(q.data.locale, id.data, q.data.symbol ?? null);
  } catch {
    return jsonError(503, 'archive_unavailable', 'The history archive is not answering; try again shortly.', { 'Cache-Control': 'no-store' });
  }
  if (answer.kind === 'unknown-indicator') return jsonError(404, 'unknown_indicator', `No archived release of indicator ${id.data}.`);
  if (answer.kind === 'unknown-symbol') return jsonError(404, 'unknown_symbol', `symbol: indicator ${id.data}'s releases do not move ${q.data.symbol}.`);
  const headers = { 'Cache-Control': 'public, max-age=60' };
  if (q.data.format === 'csv') {
    return new Response(reactionsCsv(answer.data), {
      headers: { ...headers, 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': `attachment; filename="indicator-${id.data}-reactions.csv"` },
    });
  }
  return Response.json(reactionsJson(answer.data, q.data.locale), { headers });
}

export const OPTIONS = methodNotAllowed;
