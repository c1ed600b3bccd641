import type { ReaderView } from '@/lib/reader/view';
import { readerHref } from '@/lib/reader/link';
import type { CalendarFilters } from './params';
import { filterQuery } from './params';

/** What calendar views need of the reader's view: language, zone, colours and the state links keep. */
export type ViewContext = Pick<ReaderView, 'locale' | 'tz' | 'colors' | 'tzParam' | 'colorsParam'> & {
  /** The page's query, when the view is a page (the export panel reads its `alarm`). */
  searchParams?: ReaderView['searchParams'];
};

/** The same view with other filters (everything else kept). */
export function withFilters(path: string, view: Record<string, string | undefined>, f: CalendarFilters, ctx: ViewContext): string {
  return readerHref(path, { ...view, ...filterQuery(f) }, ctx);
}

export const indicatorHref = (id: string, ctx: ViewContext) => readerHref(`/indicators/${encodeURIComponent(id)}`, {}, ctx);
