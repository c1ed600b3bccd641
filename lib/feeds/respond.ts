import 'server-only';
import { jsonError, queryLists } from '@/lib/api/respond';
import { exportFilters } from '@/lib/calendar/api-query';
import { isLocale } from '@/lib/i18n/routing';
import { publicOrigin } from '@/lib/security/public-origin';
import { atomResponse } from './atom';
import { newsFeed } from './news-feed';
import { releasesFeed } from './releases-feed';

type Params = Promise<{ locale: string }>;

const unavailable = () => jsonError(503, 'upstream_unavailable', 'The data source is not answering; try again shortly.', { 'Cache-Control': 'no-store', 'Retry-After': '30' });

/** GET /{locale}/feeds/releases.atom?<calendar filters> (docs/design.md, "Feeds"). */
export async function releasesFeedResponse(request: Request, params: Params): Promise<Response> {
  const { locale } = await params;
  if (!isLocale(locale)) return jsonError(404, 'not_found', `No feed in ${locale}.`);
  const filters = exportFilters(queryLists(request.url));
  if (!filters.ok) return jsonError(400, 'bad_request', filters.message);
  const body = await releasesFeed({ locale, filters: filters.value, origin: publicOrigin() });
  return body === null ? unavailable() : atomResponse(request, body);
}

/** GET /{locale}/feeds/news.atom. */
export async function newsFeedResponse(request: Request, params: Params): Promise<Response> {
  const { locale } = await params;
  if (!isLocale(locale)) return jsonError(404, 'not_found', `No feed in ${locale}.`);
  const body = await newsFeed({ locale, origin: publicOrigin() });
  return body === null ? unavailable() : atomResponse(request, body);
}
