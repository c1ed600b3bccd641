import { NextResponse } from 'next/server';
import { ALLOWED_METHODS, methodNotAllowedBody } from './rules/methods.mjs';

/**
 * The app reads and never writes: every response is for GET or HEAD
 * (docs/design.md "Security"). Any other method — POST, PUT, DELETE, PATCH,
 * OPTIONS, TRACE, or an invented one — gets 405 with Allow before any page
 * renders or any route handler runs; on /api/* with the JSON error shape.
 * The rule and its answer are lib/security/rules/methods.mjs, which the
 * production server answers from too.
 */
export function methodNotAllowed(api: boolean): NextResponse {
  const { body, contentType } = methodNotAllowedBody(api);
  const headers: Record<string, string> = { Allow: ALLOWED_METHODS, 'Content-Type': contentType };
  if (!api) headers['Cache-Control'] = 'no-store';
  return new NextResponse(body, { status: 405, headers });
}
