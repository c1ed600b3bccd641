import { jsonError, methodNotAllowed } from '@/lib/api/respond';
import { archiveRequest, readOr503 } from '@/lib/archive/api';
import { indicatorReactions, reactionNames } from '@/lib/indicator/reactions-read';
import { reactionsCsv, reactionsJson, reactionsQuery } from '@/lib/indicator/reactions-view';

// How an indicator's linked symbols moved after its archived releases (docs/design.md, "The history archive"), as JSON or CSV.
// Rate-limited by proxy.ts like every /api/* route.
export async function GET(request: Request, { params }: { params: Promise<{ idxId: string }> }): Promise<Response> {
  const checked = await archiveRequest(request, params, reactionsQuery);
  if (checked instanceof Response) return checked;
  const { id, q } = checked;
  const read = await readOr503(() => indicatorReactions(q.locale, id, q.symbol ?? null));
  if (!read.ok) return read.response;
  const answer = read.value;
  if (answer.kind === 'unknown-indicator') return jsonError(404, 'unknown_indicator', `No archived release of indicator ${id}.`);
  if (answer.kind === 'unknown-symbol') return jsonError(404, 'unknown_symbol', `symbol: indicator ${id}'s releases do not move ${q.symbol}.`);
  const names = await reactionNames(q.locale, answer.data);
  const headers = { 'Cache-Control': 'public, max-age=60' };
  if (q.format === 'csv') {
    return new Response(reactionsCsv(answer.data, names), {
      headers: { ...headers, 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': `attachment; filename="indicator-${id}-reactions.csv"` },
    });
  }
  return Response.json(reactionsJson(answer.data, q.locale, names), { headers });
}

export const OPTIONS = methodNotAllowed;
