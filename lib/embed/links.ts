import { filterQuery } from '@/lib/calendar/params';
import { refOfKey } from '@/lib/market/keys';
import type { CommonOptions, WidgetOptions } from './params';

/**
 * URLs of widgets and of the full pages their footers link to (DESIGN.md
 * "Public URLs"). Pure: used by the widgets, the builder and the tests.
 */
function withQuery(path: string, params: Record<string, string | null | undefined>): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v) q.set(k, v);
  const s = q.toString();
  return s ? `${path}?${s}` : path;
}

/** The full page that shows the widget's data (same locale, filters and zone). */
export function fullPageHref(locale: string, widget: WidgetOptions, tz: string | null): string {
  const base = `/${locale}`;
  switch (widget.kind) {
    case 'calendar':
      return withQuery(`${base}/calendar${widget.view === 'week' ? '/week' : ''}`, { ...filterQuery(widget.filters), tz });
    case 'events':
      return withQuery(`${base}/calendar/events`, { type: widget.type, tz });
    case 'indicator':
      return withQuery(`${base}/indicators/${encodeURIComponent(widget.idxId)}`, { tz });
    case 'quotes': {
      const exchanges = [...new Set(widget.codes.map((k) => refOfKey(k).exchange))];
      return withQuery(exchanges.length === 1 ? `${base}/markets/${exchanges[0]}` : `${base}/markets`, { tz });
    }
    case 'chart': {
      const { exchange, code } = refOfKey(widget.code);
      return withQuery(`${base}/markets/${exchange}/${code}`, { interval: widget.interval, tz });
    }
    case 'news':
      return withQuery(`${base}/news`, { tz });
  }
}

/** The widget's own query parameters (defaults left out, so snippets stay short). */
function widgetQuery(widget: WidgetOptions): Record<string, string | null> {
  switch (widget.kind) {
    case 'calendar':
      return { view: widget.view === 'day' ? null : widget.view, ...filterQuery(widget.filters), limit: String(widget.limit) };
    case 'events':
      return { type: widget.type, limit: String(widget.limit) };
    case 'indicator':
      return { limit: String(widget.limit) };
    case 'quotes':
      return { codes: widget.codes.join(',') };
    case 'chart':
      return { codes: widget.code, interval: widget.interval };
    case 'news':
      return { limit: String(widget.limit) };
  }
}

/** `/{locale}/embed/{widget}?…`: the address to put in an iframe. */
export function widgetPath(locale: string, widget: WidgetOptions, common: CommonOptions): string {
  const path = widget.kind === 'indicator' ? `indicator/${encodeURIComponent(widget.idxId)}` : widget.kind;
  return withQuery(`/${locale}/embed/${path}`, {
    ...widgetQuery(widget),
    theme: common.theme === 'auto' ? null : common.theme,
    transparent: common.transparent ? '1' : null,
    tz: common.tz,
  });
}
