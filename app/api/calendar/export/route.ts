import { withRequestBudget } from '@/lib/api/budget';
import { getConfig } from '@/lib/config';
import { badRequest, jsonError, queryLists, queryOf, methodNotAllowed } from '@/lib/api/respond';
import { exportFilters, exportQuery } from '@/lib/calendar/api-query';
import { exportView } from '@/lib/calendar/export-view';
import { publicOrigin } from '@/lib/security/public-origin';

// The current calendar view as .ics (also a subscription feed), CSV or JSON.
export async function GET(request: Request): Promise<Response> {
  const params = queryOf(request.url);
  const q = exportQuery(getConfig().defaultTimeZone).safeParse(params);
  if (!q.success) return badRequest(q.error);
  // Filters are read like the page reads them: `importance=3&importance=2` keeps both.
  const filters = exportFilters(queryLists(request.url));
  if (!filters.ok) return jsonError(400, 'bad_request', filters.message);
  const out = await withRequestBudget(() => exportView(q.data, filters.value, publicOrigin()));
  if (!out.ok) return jsonError(out.status, out.code, out.message, { 'Cache-Control': 'no-store', ...out.headers });
  const { body, contentType, filename } = out.value;
  return new Response(body, {
    headers: {
      'Content-Type': contentType,
      'Content-Disposition': `attachment; filename="${filename}"`,
      // Subscribers re-fetch the feed; a minute keeps it close to live without hammering the cache.
      'Cache-Control': 'public, max-age=60',
    },
  });
}

export const OPTIONS = methodNotAllowed;
