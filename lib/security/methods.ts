import { NextResponse } from 'next/server';
import { jsonError } from '@/lib/api/respond';

/**
 * The app reads and never writes: every response is for GET or HEAD
 * (docs/design.md "Security"). Any other method — POST, PUT, DELETE, PATCH,
 * OPTIONS, TRACE, or an invented one — gets 405 with Allow before any page
 * renders or any route handler runs; on /api/* with the JSON error shape.
 */
export const ALLOWED_METHODS = 'GET, HEAD';

export function isAllowedMethod(method: string): boolean {
  return method === 'GET' || method === 'HEAD';
}

export function methodNotAllowed(api: boolean): NextResponse {
  if (api) return jsonError(405, 'method_not_allowed', 'only GET and HEAD are accepted', { Allow: ALLOWED_METHODS });
  return new NextResponse('405 Method Not Allowed: only GET and HEAD are accepted.\n', {
    status: 405,
    headers: { Allow: ALLOWED_METHODS, 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  });
}
