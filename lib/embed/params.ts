import { z } from 'zod';
import { first } from '@/lib/reader/query';
import { NO_FILTERS, parseFilters, type CalendarFilters, type SearchParams } from '@/lib/calendar/params';
import { parseCodes } from '@/lib/market/params';
import { EVENTS_PARAM, eventsParam, type EventsFilter } from '@/lib/market/events-param';
import { canonicalTimeZone } from '@/lib/time/zone-name';
import { parseColors, type ColorScheme } from '@/lib/reader/colors';
import { zIndicatorId, zInterval } from '@/lib/upstream/params';
import type { CandleInterval } from '@/lib/upstream/types';
import { CALENDAR_VIEWS, DEFAULT_CHART_CODE, DEFAULT_CODES, EVENT_TYPES, LIMITS, MAX_LIMIT, MAX_WIDGET_CODES, THEMES, WIDGETS, type WidgetKind } from './widgets';
import type { Result } from '@/lib/result';

// The lists themselves live in widgets.ts (browser code reads them without zod).
export { CALENDAR_VIEWS, DEFAULT_CHART_CODE, DEFAULT_CODES, EVENT_TYPES, LIMITS, MAX_LIMIT, MAX_WIDGET_CODES, THEMES, WIDGETS, type WidgetKind };

/**
 * The query string of an embed widget (docs/design.md "Embeds": `theme`,
 * `transparent`, `tz`, `colors`, `importance`, `country`, `category`, `currency`, `codes`, `interval`, `limit`).
 * A widget's state lives in its URL only (it must work with third-party
 * cookies blocked), so every value is checked here, and a bad one is
 * reported by name so the widget can say which, instead of a blank frame.
 * Unknown parameters are ignored: hosts add their own (cache busters).
 */
export interface CommonOptions {
  theme: (typeof THEMES)[number];
  transparent: boolean;
  /** A valid IANA zone from the URL, or null (then the site default). */
  tz: string | null;
  /**
   * `colors` from the URL, or null (then the language's default). An unknown
   * value is not a widget problem: the locale layout names it in its reader
   * notice above the widget, which is drawn in the default colours.
   */
  colors: ColorScheme | null;
}

export type WidgetOptions =
  | { kind: 'calendar'; view: (typeof CALENDAR_VIEWS)[number]; filters: CalendarFilters; limit: number }
  | { kind: 'events'; type: (typeof EVENT_TYPES)[number]; filters: CalendarFilters; limit: number }
  | { kind: 'indicator'; idxId: string; limit: number }
  | { kind: 'quotes'; codes: string[] }
  /** `events`: the releases the chart marks, as on the symbol page; a widget marks none unless asked. */
  | { kind: 'chart'; code: string; interval: CandleInterval; events: EventsFilter }
  | { kind: 'news'; limit: number };

/** A parameter the widget could not use, with the value as given (shortened). */
export interface ParamProblem {
  param: string;
  value: string;
}

export type ParsedEmbed = Result<{ common: CommonOptions; widget: WidgetOptions }, { problems: ParamProblem[] }>;

const zLimit = z
  .string()
  .regex(/^\d{1,3}$/)
  .transform(Number)
  .pipe(z.number().int().min(1).max(MAX_LIMIT));

const zTransparent = z.enum(['1', '0', 'true', 'false']).transform((v) => v === '1' || v === 'true');

class Reader {
  readonly problems: ParamProblem[] = [];
  constructor(private readonly params: SearchParams) {}

  raw(name: string): string | undefined {
    const v = first(this.params, name);
    return v === undefined || v === '' ? undefined : v;
  }

  fail(param: string, value: string | undefined): void {
    this.problems.push({ param, value: (value ?? '').slice(0, 40) });
  }

  /** The parameter through a schema; absent → fallback; bad → a problem (and the fallback). */
  read<T>(name: string, schema: z.ZodType<T, string>, fallback: T): T {
    const value = this.raw(name);
    if (value === undefined) return fallback;
    const parsed = schema.safeParse(value);
    if (parsed.success) return parsed.data;
    this.fail(name, value);
    return fallback;
  }

  oneOf<T extends string>(name: string, allowed: readonly T[], fallback: T): T {
    return this.read(name, z.enum(allowed as unknown as [T, ...T[]]), fallback);
  }
}

function commonOptions(r: Reader): CommonOptions {
  const theme = r.oneOf('theme', THEMES, 'auto');
  const transparent = r.read('transparent', zTransparent, false);
  const tzRaw = r.raw('tz');
  const tz = tzRaw === undefined ? null : canonicalTimeZone(tzRaw);
  if (tzRaw !== undefined && tz === null) r.fail('tz', tzRaw);
  return { theme, transparent, tz, colors: parseColors(r.raw('colors')) };
}

/** The calendar's filters a widget takes (no search text: a widget has no form); a bad one is a problem by name. */
function widgetFilters(r: Reader, params: SearchParams): CalendarFilters {
  const filters = parseFilters({ importance: params.importance, country: params.country, category: params.category, currency: params.currency, watch: params.watch });
  if (!filters.ok) r.fail(filters.problem, first(params, filters.problem));
  return filters.ok ? filters.value : NO_FILTERS;
}

function widgetOptions(kind: WidgetKind, r: Reader, params: SearchParams, idxId: string | undefined): WidgetOptions {
  switch (kind) {
    case 'calendar': {
      const view = r.oneOf('view', CALENDAR_VIEWS, 'day');
      return { kind, view, filters: widgetFilters(r, params), limit: r.read('limit', zLimit, LIMITS.calendar) };
    }
    case 'events':
      return { kind, type: r.oneOf('type', EVENT_TYPES, 'event'), filters: widgetFilters(r, params), limit: r.read('limit', zLimit, LIMITS.events) };
    case 'indicator': {
      const id = zIndicatorId.safeParse(idxId ?? '');
      if (!id.success) r.fail('idxId', idxId);
      return { kind, idxId: id.success ? id.data : '', limit: r.read('limit', zLimit, LIMITS.indicator) };
    }
    case 'quotes': {
      const codes = parseCodes(r.raw('codes') ?? DEFAULT_CODES);
      if (!codes.ok || codes.value.length > MAX_WIDGET_CODES) r.fail('codes', r.raw('codes'));
      return { kind, codes: codes.ok ? codes.value : [] };
    }
    case 'chart': {
      const codes = parseCodes(r.raw('codes') ?? DEFAULT_CHART_CODE);
      if (!codes.ok || codes.value.length !== 1) r.fail('codes', r.raw('codes'));
      const interval = r.read('interval', zInterval, 'min5');
      const given = r.raw(EVENTS_PARAM);
      const events = given === undefined ? 'off' : eventsParam(given);
      if (events === null) r.fail(EVENTS_PARAM, given);
      return { kind, code: codes.ok ? codes.value[0] : '', interval, events: events ?? 'off' };
    }
    case 'news':
      return { kind, limit: r.read('limit', zLimit, LIMITS.news) };
  }
}

/** Reads a widget's URL: its common look and its own options, or every parameter that is wrong. */
export function parseEmbed(kind: WidgetKind, params: SearchParams, idxId?: string): ParsedEmbed {
  const r = new Reader(params);
  const common = commonOptions(r);
  const widget = widgetOptions(kind, r, params, idxId);
  return r.problems.length ? { ok: false, problems: r.problems } : { ok: true, value: { common, widget } };
}
