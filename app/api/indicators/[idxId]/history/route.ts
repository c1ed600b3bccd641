import { badRequest, jsonError, methodNotAllowed, queryOf } from '@/lib/api/respond';
import { historyQuery, instantsOf, withSurprise } from '@/lib/archive/history';
import { historyCsv, historyJson } from '@/lib/archive/history-export';
import { indicatorHistory } from '@/lib/archive/read';
import { archiveEnabled } from '@/lib/archive/runtime';
import { zIndicatorId } from '@/lib/upstream/params';

// An indicator's archived releases, oldest first, as JSON or CSV.
// Rate-limited by proxy.ts like every /api/* route.
export async function GET(request: Request, { params }: { params: Promise<{ idxId: string }> }): Promise<Response> {
  const id = zIndicatorId.safeParse((await params).idxId);
  if (!id.success) return jsonError(400, 'bad_request', `idxId: ${id.error.issues[0]?.message ?? 'invalid'}`);
  const q = historyQuery.safeParse(queryOf(request.url));
  if (!q.success) return badRequest(q.error);
  if (!archiveEnabled()) return jsonError(404, 'archive_off', 'This portal keeps no history archive (ARCHIVE=off).');
  const range = instantsOf(q.data);
  let rows;
  try {
    rows = withSurprise(await indicatorHistory(q.data.locale, id.data, range.from, range.to));
  } catch {
    return jsonError(503, 'archive_unavailable', 'The history archive is not answering; try again shortly.', { 'Cache-Control': 'no-store' });
  }
  if (q.data.format === 'csv') {
    return new Response(historyCsv(rows, q.data.locale), {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="indicator-${id.data}-history.csv"`,
        'Cache-Control': 'public, max-age=300',
      },
    });
  }
  return Response.json(
    { indicatorId: id.data, locale: q.data.locale, from: q.data.from ?? null, to: q.data.to ?? null, releases: historyJson(rows, q.data.locale) },
    { headers: { 'Cache-Control': 'public, max-age=300' } },
  );
}

export const OPTIONS = methodNotAllowed;
