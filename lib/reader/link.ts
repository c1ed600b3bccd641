import { localePath, type Locale } from '@/lib/i18n/routing';
import type { ColorScheme } from './colors';
import { withQuery } from './query';

/**
 * The reader's state a link must keep (docs/design.md "Public URLs": query
 * parameters are the view's state): the zone and colours the URL carried.
 * Values that came from a cookie or a default stay out of links, so a link
 * opens the way its reader remembered, not the way its author did.
 */
export interface ReaderState {
  /** `tz` as given in the URL, canonical; null when it came from elsewhere. */
  tzParam: string | null;
  /** `colors` as given in the URL; null when it came from elsewhere. */
  colorsParam: ColorScheme | null;
}

export const NO_READER_STATE: ReaderState = { tzParam: null, colorsParam: null };

/** The state as query parameters (empty ones left out). */
export function stateQuery(state: ReaderState): Record<string, string> {
  const out: Record<string, string> = {};
  if (state.tzParam) out.tz = state.tzParam;
  if (state.colorsParam) out.colors = state.colorsParam;
  return out;
}

/**
 * A locale-less link (for next-intl's `Link`, which adds the locale) to
 * `path` with the view's own `params` (filters, date…) and the reader's state.
 */
export function readerHref(path: string, params: Record<string, string | null | undefined>, state: ReaderState): string {
  return withQuery(path, { ...params, ...stateQuery(state) });
}

/** The same with the locale prefix, for plain `<a>`, form `action`s, retry and notice links. */
export function readerUrl(locale: Locale | string, path: string, params: Record<string, string | null | undefined>, state: ReaderState): string {
  return localePath(locale, readerHref(path, params, state));
}
