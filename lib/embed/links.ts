import { filterQuery } from '@/lib/calendar/filter-query';
import { localePath } from '@/lib/i18n/routing';
import { refOfKey } from '@/lib/market/keys';
import { readerUrl, type ReaderState } from '@/lib/reader/link';
import { withQuery } from '@/lib/reader/query';
import type { CommonOptions, WidgetOptions } from './params';
import { eventsQuery, eventsValue } from '@/lib/market/events-param';

/**
 * URLs of widgets and of the full pages their footers link to (docs/design.md
 * "Public URLs"). Pure: used by the widgets, the builder and the tests.
 */
/** The full page that shows the widget's data (same locale, filters, zone and colours). */
export function fullPageHref(locale: string, widget: WidgetOptions, reader: ReaderState): string {
  const to = (path: string, params: Record<string, string | null> = {}) => readerUrl(locale, path, params, reader);
  switch (widget.kind) {
    case 'calendar':
      return to(`/calendar${widget.view === 'week' ? '/week' : ''}`, filterQuery(widget.filters));
    case 'events':
      return to('/calendar/events', { type: widget.type, ...filterQuery(widget.filters) });
    case 'indicator':
      return to(`/indicators/${encodeURIComponent(widget.idxId)}`);
    case 'quotes': {
      const exchanges = [...new Set(widget.codes.map((k) => refOfKey(k).exchange))];
      return to(exchanges.length === 1 ? `/markets/${exchanges[0]}` : '/markets');
    }
    case 'chart': {
      const { exchange, code } = refOfKey(widget.code);
      return to(`/markets/${exchange}/${code}`, { interval: widget.interval, ...eventsQuery(widget.events) });
    }
    case 'news':
      return to('/news');
  }
}

/** The widget's own query parameters (defaults left out, so snippets stay short). */
function widgetQuery(widget: WidgetOptions): Record<string, string | null> {
  switch (widget.kind) {
    case 'calendar':
      return { view: widget.view === 'day' ? null : widget.view, ...filterQuery(widget.filters), limit: String(widget.limit) };
    case 'events':
      return { type: widget.type, ...filterQuery(widget.filters), limit: String(widget.limit) };
    case 'indicator':
      return { limit: String(widget.limit) };
    case 'quotes':
      return { codes: widget.codes.join(',') };
    case 'chart':
      return { codes: widget.code, interval: widget.interval, events: widget.events === 'off' ? null : eventsValue(widget.events) };
    case 'news':
      return { limit: String(widget.limit) };
  }
}

/** `/{locale}/embed/{widget}?…`: the address to put in an iframe. */
export function widgetPath(locale: string, widget: WidgetOptions, common: CommonOptions): string {
  const path = widget.kind === 'indicator' ? `indicator/${encodeURIComponent(widget.idxId)}` : widget.kind;
  return withQuery(localePath(locale, `/embed/${path}`), {
    ...widgetQuery(widget),
    theme: common.theme === 'auto' ? null : common.theme,
    transparent: common.transparent ? '1' : null,
    tz: common.tz,
    colors: common.colors,
  });
}
