import { withRequestBudget } from '@/lib/api/budget';
import { getConfig } from '@/lib/config';
import { badRequest, jsonError, queryOf, methodNotAllowed } from '@/lib/api/respond';
import { calendarQuery } from '@/lib/calendar/api-query';
import { loadReaderDay } from '@/lib/calendar/load';

// Live calendar polling: the releases of one reader day, from the shared server cache.
export async function GET(request: Request): Promise<Response> {
  const q = calendarQuery(getConfig().defaultTimeZone).safeParse(queryOf(request.url));
  if (!q.success) return badRequest(q.error);
  const { date, tz, locale } = q.data;
  const section = await withRequestBudget(() => loadReaderDay(locale, date, tz));
  if (!section.ok) return jsonError(503, 'upstream_unavailable', 'The data source is not answering; try again shortly.', { 'Cache-Control': 'no-store' });
  return Response.json(
    { date, tz, locale, releases: section.data, fetchedAt: section.fetchedAt, stale: section.stale, source: section.source },
    { headers: { 'Cache-Control': 'no-store' } },
  );
}

export const OPTIONS = methodNotAllowed;
