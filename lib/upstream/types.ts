/**
 * Domain types: what leaves lib/upstream. Components never see an upstream
 * field name; both calendar families normalize into these same shapes.
 *
 * Conventions:
 * - instants are ISO-8601 strings in UTC (`2026-11-21T13:30:00.000Z`): the
 *   upstream's naive wall times are converted once, in the client, using
 *   UPSTREAM_TIME_ZONE (docs/upstream.md: "Time zone of all timestamp fields:
 *   not shown").
 * - calendar values keep the upstream string for exact display; `null` means
 *   "no value yet" (upstream "" and null both mean that).
 */

/**
 * The language variants of the tokened family (docs/upstream.md section B);
 * lib/upstream/variants.ts picks one per page locale. The one list of them:
 * the argument schema (zVariant, params.ts) is made from it.
 */
export const VARIANTS = ['api', 'apien', 'apitc'] as const;
export type Variant = (typeof VARIANTS)[number];

/** 1 = low, 2 = medium, 3 = high (docs/upstream.md "Importance scale"); the reader's filter (lib/calendar/params.ts) reads them too. */
export const IMPORTANCES = [1, 2, 3] as const;
export type Importance = (typeof IMPORTANCES)[number];

export type Frequency = 'daily' | 'weekly' | 'monthly' | 'quarterly' | 'yearly';

/**
 * The market-impact rule of a release. `bullishIfAbove` are the assets that
 * are bullish when actual > forecast (GT_RES; legacy `Res` first slot),
 * `bearishIfAbove` those bearish then (LT_RES; `Res` second slot). When actual
 * < forecast the roles swap. `note` is the third slot of the legacy `Res`.
 */
export interface ImpactRule {
  bullishIfAbove: string[];
  bearishIfAbove: string[];
  note: string | null;
}

/** `UNIT_RATE`: an operator and a number, such as `*10` or `/10`. */
export interface UnitRate {
  op: '*' | '/';
  factor: number;
  /** The upstream text, e.g. "*10". */
  raw: string;
}

export type ReleaseSource = 'tokened' | 'alt' | 'legacy';

/** One data release of an indicator (a calendar row). */
export interface Release {
  /** Record id (tokened ID; legacy RECORD_ID, or ID where no RECORD_ID exists). */
  id: string;
  /** IDX_ID: the same long digit string in both families; the indicator page's key. */
  indicatorId: string;
  /** Legacy list `ID` ("indicator id"): the key of Calendar Details. Short, unlike IDX_ID. */
  legacyId: string | null;
  /** IDX_PID: this row is a sub-indicator of that indicator. */
  parentIndicatorId: string | null;
  /** TITLE when present, else IDX_DESC_CN. */
  title: string;
  /** IDX_DESC_CN. */
  description: string;
  /** COUNTRY_CN, trimmed (the upstream pads it with spaces). */
  country: string;
  /** Legacy COUNTRY (English name), where the record has it. */
  countryEn: string | null;
  period: string;
  periodStatus: string | null;
  publishedAt: string;
  /** null: the upstream gave no importance 1-3 (shown as "—"). */
  importance: Importance | null;
  unit: string;
  unitRate: UnitRate | null;
  previous: string | null;
  forecast: string | null;
  actual: string | null;
  revised: string | null;
  /** Legacy STATUS=1; tokened: ACTUAL_PRICE non-empty. */
  released: boolean;
  impact: ImpactRule;
  /** Legacy usaData only. */
  nextPublishAt: string | null;
  /** Legacy list AFFECT and PUBLISH_ORG (the tokened record has neither). */
  marketImpact: string | null;
  publisher: string | null;
  source: ReleaseSource;
}

/** Indicator info (tokened `info`), optionally completed by legacy Calendar Details. */
export interface Indicator {
  id: string;
  /** IDX_DESC_CN: the indicator's name/description. */
  name: string;
  country: string;
  publisher: string;
  frequency: Frequency | null;
  /** PERIOD_DESC, free text. */
  frequencyText: string | null;
  importance: Importance | null;
  unit: string;
  /** PARAGHRASE. */
  interpretation: string | null;
  /** PIC_INTERPRET. */
  chartNotes: string | null;
  /** AFFECT. */
  marketImpact: string | null;
  /** REFERENCE. */
  reference: string | null;
  /** Legacy KEY_WORD. */
  keywords: string | null;
  /** Legacy UNIT_RATE. */
  unitRate: UnitRate | null;
}

export type EventKind = 'holiday' | 'treasury' | 'event';

export interface CalendarEvent {
  /** Legacy ID; tokened records have none, so a stable hash of their fields. */
  id: string;
  kind: EventKind;
  country: string;
  area: string | null;
  description: string;
  at: string;
  /** All-day items (holidays): the upstream's own date `YYYY-MM-DD`, the same for every reader; null for instants. */
  date: string | null;
  importance: Importance | null;
  /** Tokened TIME_FLAG: 1 confirmed, 0 unconfirmed; legacy: null (no function). */
  timeConfirmed: boolean | null;
  source: ReleaseSource;
}

export interface Quote {
  exchange: string;
  code: string;
  name: string;
  /** Decimal: digits to show. */
  decimals: number;
  last: number;
  open: number | null;
  high: number | null;
  low: number | null;
  previousClose: number | null;
  /** last − previousClose, null without a previous close. */
  change: number | null;
  /** change / previousClose × 100. */
  changePercent: number | null;
  quotedAt: string | null;
}

/**
 * The K-line `type` values of docs/upstream.md section D: the one list, which
 * the argument schema (zInterval, params.ts) and the pickers read. Here, not
 * in params.ts, so that browser code gets the list without zod.
 */
export const CANDLE_INTERVALS = ['min1', 'min5', 'min15', 'min30', 'min60', 'min120', 'min240', 'day'] as const;
export type CandleInterval = (typeof CANDLE_INTERVALS)[number];

export interface Candle {
  at: string;
  open: number;
  high: number;
  low: number;
  close: number;
}

export interface NewsItem {
  id: string;
  title: string;
  summary: string;
  /** Raw PreviewImg; lib/news checks it before it is shown. */
  imageUrl: string | null;
  publishedAt: string | null;
}

export interface Article {
  id: string;
  title: string;
  summary: string;
  imageUrl: string | null;
  /** The upstream NewsContent, NOT sanitized: lib/news sanitizes it. */
  html: string;
}

/**
 * What every client operation resolves to: the data, when it was fetched, and
 * whether it is a stale copy served because the upstream failed. `data` is
 * shared with every other caller through the cache: treat it as read-only
 * (copy before sorting or filtering in place).
 */
export interface Fetched<T> {
  data: T;
  fetchedAt: number;
  stale: boolean;
  /** Which host answered (after a fallback this is not the first choice). */
  source: ReleaseSource;
  /** Records of the answer that could not be read and were left out (docs/design.md "One record, one failure"). */
  unread?: number;
}
