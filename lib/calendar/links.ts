import type { CalendarFilters } from './params';
import { filterQuery } from './params';

/**
 * Links between calendar views, always locale-less (next-intl's Link adds
 * the locale) and always carrying the reader's `tz` when the URL had one, so
 * the view stays in the same zone when followed or shared.
 */
export interface ViewContext {
  locale: 'zh-CN' | 'en' | 'zh-TW';
  /** The zone the page renders in. */
  tz: string;
  /** `tz` as given in the URL (null when it came from the cookie or the default). */
  tzParam: string | null;
}

export function href(path: string, params: Record<string, string | null | undefined>, ctx: Pick<ViewContext, 'tzParam'>): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v) q.set(k, v);
  if (ctx.tzParam) q.set('tz', ctx.tzParam);
  const s = q.toString();
  return s ? `${path}?${s}` : path;
}

/** The same view with other filters (everything else kept). */
export function withFilters(path: string, view: Record<string, string | undefined>, f: CalendarFilters, ctx: ViewContext): string {
  return href(path, { ...view, ...filterQuery(f) }, ctx);
}

export const indicatorHref = (id: string, ctx: ViewContext) => href(`/indicators/${encodeURIComponent(id)}`, {}, ctx);
