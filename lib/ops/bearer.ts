import 'server-only';
import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * True when the request's `Authorization: Bearer <token>` carries `token`
 * (HEALTH_TOKEN, METRICS_TOKEN). Compared in constant time: both sides are
 * hashed first, so neither their content nor their length shows in how long
 * the comparison takes. False when no token is configured.
 */
export function bearerMatches(headers: Headers, token: string | null): boolean {
  if (!token) return false;
  const match = /^Bearer[ \t]+(\S+)[ \t]*$/i.exec(headers.get('authorization') ?? '');
  const given = createHash('sha256').update(match?.[1] ?? '').digest();
  const wanted = createHash('sha256').update(token).digest();
  return timingSafeEqual(given, wanted) && match !== null;
}
