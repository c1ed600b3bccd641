/**
 * Query strings, read and written one way everywhere (pages, route handlers,
 * client leaves). Pure.
 */
export type SearchParams = Record<string, string | string[] | undefined>;

/** The first value of a parameter; repeated parameters keep their first value. */
export function first(params: SearchParams | URLSearchParams | undefined, name: string): string | undefined {
  if (!params) return undefined;
  if (params instanceof URLSearchParams) return params.get(name) ?? undefined;
  const v = params[name];
  return Array.isArray(v) ? v[0] : v;
}

/** `path?k=v…` with empty values left out (no `?` when nothing remains). */
export function withQuery(path: string, params: Record<string, string | null | undefined>): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v) q.set(k, v);
  const s = q.toString();
  return s ? `${path}?${s}` : path;
}
