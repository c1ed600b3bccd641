import 'server-only';
import { badRequest, jsonError, queryLists, queryOf } from '@/lib/api/respond';
import { clientAddress } from '@/lib/api/client-address';
import { exportFilters } from '@/lib/calendar/api-query';
import { getConfig } from '@/lib/config';
import { streamQuery } from './stream-query';
import { publicOrigin } from '@/lib/security/public-origin';
import { MAX_STREAMS_PER_CLIENT, releaseStream, returnStream, takeStream } from './stream';
import { releaseWatcher } from './watcher';


/** A Last-Event-ID is one of our ids (base64url), or ignored. */
const EVENT_ID = /^[A-Za-z0-9_-]{1,64}$/;

const STREAM_HEADERS = {
  'Content-Type': 'text/event-stream; charset=utf-8',
  // no-transform: neither the server's compression nor a proxy's holds events back.
  'Cache-Control': 'no-store, no-transform',
  'X-Accel-Buffering': 'no',
};

/** GET /api/stream?locale=&<calendar filters> (docs/design.md, "Delivery"). */
export async function streamResponse(request: Request): Promise<Response> {
  const q = streamQuery.safeParse(queryOf(request.url));
  if (!q.success) return badRequest(q.error);
  const filters = exportFilters(queryLists(request.url));
  if (!filters.ok) return jsonError(400, 'bad_request', filters.message);
  // HEAD (Next answers it with GET's handler) gets the head alone: Next sends no body for it and never
  // cancels one, so a stream opened for it would hold its client's share, a listener and a heartbeat for good.
  if (request.method === 'HEAD') return new Response(null, { headers: STREAM_HEADERS });
  const client = clientAddress(request.headers, getConfig().trustProxy);
  if (!takeStream(client)) {
    return jsonError(429, 'too_many_streams', `at most ${MAX_STREAMS_PER_CLIENT} open streams per client; close one first`, { 'Retry-After': '30' });
  }
  const last = request.headers.get('last-event-id');
  const body = releaseStream({
    watcher: releaseWatcher(q.data.locale),
    locale: q.data.locale,
    filters: filters.value,
    origin: publicOrigin(),
    lastEventId: last && EVENT_ID.test(last) ? last : null,
    signal: request.signal,
    onClose: () => returnStream(client),
  });
  return new Response(body, { headers: STREAM_HEADERS });
}
