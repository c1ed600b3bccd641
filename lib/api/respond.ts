import { NextResponse } from 'next/server';
import type { z } from 'zod';

/** The one error shape of /api/*: `{"error":{"code","message"}}`. */
export function jsonError(status: number, code: string, message: string, headers?: HeadersInit): NextResponse {
  return NextResponse.json({ error: { code, message } }, { status, headers });
}

/** A 400 that names the first bad query parameter and what is wrong with it. */
export function badRequest(error: z.ZodError): NextResponse {
  const issue = error.issues[0];
  const param = issue?.path.length ? String(issue.path[0]) : 'query';
  return jsonError(400, 'bad_request', `${param}: ${issue?.message ?? 'invalid'}`);
}

/** Every parameter with all its values, repeated ones as a list (as pages receive `searchParams`). */
export function queryLists(url: string | URL): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [k, v] of new URL(url).searchParams) {
    const had = out[k];
    out[k] = had === undefined ? v : Array.isArray(had) ? [...had, v] : [had, v];
  }
  return out;
}

/** The query string as a plain object; a repeated parameter keeps its first value. */
export function queryOf(url: string | URL): Record<string, string> {
  const params = new URL(url).searchParams;
  const out: Record<string, string> = {};
  for (const [k, v] of params) if (!(k in out)) out[k] = v;
  return out;
}

/**
 * OPTIONS gets 405 like any other method but GET/HEAD (Next answers it with
 * 204 by default): the API is open to every origin for simple GET requests
 * (lib/security/headers.ts, apiSecurityHeaders) and needs no preflight.
 */
export function methodNotAllowed(): NextResponse {
  return jsonError(405, 'method_not_allowed', 'only GET and HEAD are accepted', { allow: 'GET, HEAD' });
}
