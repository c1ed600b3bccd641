/**
 * The embed widgets and the values their options take (docs/design.md
 * "Embeds"), without the URL parsing of params.ts: the builder's browser code
 * reads these lists, and params.ts's schemas (zod) stay on the server
 * (docs/performance.md, "First-load JavaScript").
 */
export const WIDGETS = ['calendar', 'events', 'indicator', 'quotes', 'chart', 'news'] as const;
export type WidgetKind = (typeof WIDGETS)[number];

export const THEMES = ['light', 'dark', 'auto'] as const;
export const CALENDAR_VIEWS = ['day', 'week'] as const;
export const EVENT_TYPES = ['holiday', 'event', 'treasury'] as const;
export const LIMITS = { calendar: 10, events: 8, indicator: 6, news: 5 } as const;
export const MAX_LIMIT = 30;
/** What a quotes or chart widget shows when its URL names no symbol: the builder's own defaults, not an error. */
export const DEFAULT_CODES = 'WGJS|XAU,WH|EURUSD,WH|USDJPY,GJZS|SP500,NYMEX|CONC';
export const DEFAULT_CHART_CODE = 'WGJS|XAU';
/** A widget polls /api/quotes with one URL: at most this many symbols. */
export const MAX_WIDGET_CODES = 20;
