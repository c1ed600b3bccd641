import 'server-only';
import { getConfig } from '@/lib/config';
import { publicOrigin } from '@/lib/security/public-origin';
import { todayIn } from '@/lib/time/zones';
import { openApiDocument } from './document';

/** The version of the API's contract: raised when a route or a body changes in a way clients notice. */
export const API_VERSION = '1.0.0';

let kept: { today: string; body: string } | null = null;

/** GET /api/openapi.json: made once a day (its examples name today), the same for every reader. */
export function openApiResponse(): Response {
  const { defaultTimeZone } = getConfig();
  const today = todayIn(defaultTimeZone);
  if (kept?.today !== today) {
    const doc = openApiDocument({ origin: publicOrigin().origin, defaultZone: defaultTimeZone, today, version: API_VERSION });
    kept = { today, body: JSON.stringify(doc) };
  }
  return new Response(kept.body, { headers: { 'Content-Type': 'application/json', 'Cache-Control': 'public, max-age=3600' } });
}
