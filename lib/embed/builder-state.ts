import type { Importance, CandleInterval } from '@/lib/upstream/types';
import type { ColorScheme } from '@/lib/reader/colors';
import { NO_FILTERS, type CalendarFilters } from '@/lib/calendar/filter-query';
import type { Category } from '@/lib/release/category';
import type { Currency } from '@/lib/release/currency-codes';
import type { CommonOptions, WidgetOptions } from './params';
import { DEFAULT_CHART_CODE, DEFAULT_CODES, LIMITS, type CALENDAR_VIEWS, type EVENT_TYPES, type WidgetKind } from './widgets';
import { eventsParam, eventsValue } from '@/lib/market/events-param';

/**
 * What the embed builder's form holds. Pure: the builder (client) turns it
 * into a widget URL with lib/embed/links.ts, the builder page (server)
 * fills it from its own query so a builder link can be shared.
 */
export interface BuilderState {
  kind: WidgetKind;
  locale: string;
  theme: CommonOptions['theme'];
  transparent: boolean;
  /** '' = the site's default zone. */
  tz: string;
  /** '' = the widget language's default (red-up in Chinese, green-up in English). */
  colors: ColorScheme | '';
  view: (typeof CALENDAR_VIEWS)[number];
  importance: Importance[];
  /** Comma list of country codes (US, EU, CN…). */
  countries: string;
  /** One category, or '' for all (lib/release/category.ts). */
  category: Category | '';
  /** One currency (ISO 4217), or '' for all. */
  currency: Currency | '';
  limit: number;
  type: (typeof EVENT_TYPES)[number];
  idxId: string;
  codes: string;
  chartCode: string;
  interval: CandleInterval;
  /** The chart's release markers, as `events=` writes them: 'off', '3', '2,3', '1,2,3'. */
  chartEvents: string;
}

export { DEFAULT_CHART_CODE, DEFAULT_CODES };

export function defaultState(locale: string, idxId: string): BuilderState {
  return {
    kind: 'calendar',
    locale,
    theme: 'auto',
    transparent: false,
    tz: '',
    colors: '',
    view: 'day',
    importance: [],
    countries: '',
    category: '',
    currency: '',
    limit: LIMITS.calendar,
    type: 'event',
    idxId,
    codes: DEFAULT_CODES,
    chartCode: DEFAULT_CHART_CODE,
    interval: 'min5',
    chartEvents: 'off',
  };
}

/** The builder's state with a widget's parsed options laid over the defaults. */
export function stateOf(base: BuilderState, common: CommonOptions, widget: WidgetOptions): BuilderState {
  const s: BuilderState = { ...base, kind: widget.kind, theme: common.theme, transparent: common.transparent, tz: common.tz ?? '', colors: common.colors ?? '' };
  switch (widget.kind) {
    case 'calendar':
      return { ...s, ...filterState(widget.filters), view: widget.view, limit: widget.limit };
    case 'events':
      return { ...s, ...filterState(widget.filters), type: widget.type, limit: widget.limit };
    case 'indicator':
      return { ...s, idxId: widget.idxId, limit: widget.limit };
    case 'quotes':
      return { ...s, codes: widget.codes.join(',') };
    case 'chart':
      return { ...s, chartCode: widget.code, interval: widget.interval, chartEvents: eventsValue(widget.events) };
    case 'news':
      return { ...s, limit: widget.limit };
  }
}

const list = (text: string) =>
  text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

/** The filter fields of the form, from a widget's filters (the form offers one category and one currency). */
const filterState = (f: CalendarFilters): Pick<BuilderState, 'importance' | 'countries' | 'category' | 'currency'> => ({
  importance: f.importance,
  countries: f.countries.join(','),
  category: f.categories[0] ?? '',
  currency: f.currencies[0] ?? '',
});

/** The form's filter fields as the calendar's filters. */
const filtersOf = (s: BuilderState): CalendarFilters => ({
  ...NO_FILTERS,
  importance: s.importance,
  countries: list(s.countries),
  categories: s.category ? [s.category] : [],
  currencies: s.currency ? [s.currency] : [],
});

/** The form's state as widget options (what the widget URL is built from). */
export function widgetOf(s: BuilderState): { common: CommonOptions; widget: WidgetOptions } {
  const common: CommonOptions = { theme: s.theme, transparent: s.transparent, tz: s.tz.trim() || null, colors: s.colors || null };
  const widget: WidgetOptions = (() => {
    switch (s.kind) {
      case 'calendar':
        return { kind: s.kind, view: s.view, filters: filtersOf(s), limit: s.limit };
      case 'events':
        return { kind: s.kind, type: s.type, filters: filtersOf(s), limit: s.limit };
      case 'indicator':
        return { kind: s.kind, idxId: s.idxId.trim(), limit: s.limit };
      case 'quotes':
        return { kind: s.kind, codes: list(s.codes) };
      case 'chart':
        return { kind: s.kind, code: s.chartCode.trim(), interval: s.interval, events: eventsParam(s.chartEvents) ?? 'off' };
      case 'news':
        return { kind: s.kind, limit: s.limit };
    }
  })();
  return { common, widget };
}

/** A short stable id for the snippet's iframe, from its address (djb2). */
export function frameId(kind: WidgetKind, src: string): string {
  let h = 5381;
  for (let i = 0; i < src.length; i++) h = ((h * 33) ^ src.charCodeAt(i)) >>> 0;
  return `macrodesk-${kind}-${h.toString(36)}`;
}
