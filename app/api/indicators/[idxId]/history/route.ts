import { methodNotAllowed } from '@/lib/api/respond';
import { archiveRequest, readOr503 } from '@/lib/archive/api';
import { historyQuery, instantsOf, withSurprise } from '@/lib/indicator/history';
import { historyCsv, historyJson } from '@/lib/indicator/history-export';
import { indicatorHistory } from '@/lib/archive/read';

// An indicator's archived releases, oldest first, as JSON or CSV.
// Rate-limited by proxy.ts like every /api/* route.
export async function GET(request: Request, { params }: { params: Promise<{ idxId: string }> }): Promise<Response> {
  const checked = await archiveRequest(request, params, historyQuery);
  if (checked instanceof Response) return checked;
  const { id, q } = checked;
  const range = instantsOf(q);
  const read = await readOr503(async () => withSurprise(await indicatorHistory(q.locale, id, range.from, range.to)));
  if (!read.ok) return read.response;
  const rows = read.value;
  if (q.format === 'csv') {
    return new Response(historyCsv(rows, q.locale), {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="indicator-${id}-history.csv"`,
        'Cache-Control': 'public, max-age=300',
      },
    });
  }
  return Response.json(
    { indicatorId: id, locale: q.locale, from: q.from ?? null, to: q.to ?? null, releases: historyJson(rows, q.locale) },
    { headers: { 'Cache-Control': 'public, max-age=300' } },
  );
}

export const OPTIONS = methodNotAllowed;
