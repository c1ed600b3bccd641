import { withRequestBudget } from '@/lib/api/budget';
import { getConfig } from '@/lib/config';
import { badRequest, jsonError, queryOf, methodNotAllowed } from '@/lib/api/respond';
import { calendarQuery } from '@/lib/calendar/api-query';
import { loadReaderDay } from '@/lib/calendar/load';
import { unavailableView } from '@/lib/calendar/section';

// Live calendar polling: the releases of one reader day, from the shared server cache.
export async function GET(request: Request): Promise<Response> {
  const q = calendarQuery(getConfig().defaultTimeZone).safeParse(queryOf(request.url));
  if (!q.success) return badRequest(q.error);
  const { date, tz, locale } = q.data;
  const section = await withRequestBudget(() => loadReaderDay(locale, date, tz));
  const unavailable = unavailableView(section);
  if (unavailable || !section.ok) {
    const { code, message, headers } = unavailable ?? { code: 'upstream_unavailable', message: 'The data source is not answering.', headers: {} };
    return jsonError(503, code, message, { 'Cache-Control': 'no-store', ...headers });
  }
  return Response.json(
    { date, tz, locale, releases: section.data, fetchedAt: section.fetchedAt, stale: section.stale, source: section.source },
    { headers: { 'Cache-Control': 'no-store' } },
  );
}

export const OPTIONS = methodNotAllowed;
