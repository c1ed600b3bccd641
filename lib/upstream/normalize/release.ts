import type { ImpactRule, Release, ReleaseSource } from '../types';
import type { TokenedReleaseRecord } from '../wire/calendar';
import type { LegacyListRecord, LegacyUsRecord } from '../wire/legacy';
import { assetsOf, blank, instantOf, optionalInstantOf, requiredImportance, unitRateOf } from './fields';

/** Any calendar row of either family (tagged by its wire schema): tokened data/week/month, legacy lists, usaData, ecweek. */
export type ReleaseRecord = TokenedReleaseRecord | LegacyListRecord | LegacyUsRecord;

export interface ReleaseContext {
  source: ReleaseSource;
  /** UPSTREAM_TIME_ZONE: the zone the naive PUBLISH_TIME is written in. */
  timeZone: string;
}

/**
 * Legacy `Res`: `bullish|bearish|note`, each asset slot a space-separated
 * list (DESIGN.md, from public code calling the legacy family; the document
 * itself says only that empty is `||` and the structure is "not shown").
 * Parsed defensively: missing slots are empty, extra slots join the note.
 */
export function impactFromRes(res: string | null | undefined): ImpactRule {
  const [bullish = '', bearish = '', ...rest] = (res ?? '').split('|');
  return { bullishIfAbove: assetsOf(bullish), bearishIfAbove: assetsOf(bearish), note: blank(rest.join('|')) };
}

/**
 * GT_RES / LT_RES. On {alt_base_url} the document words them as "actual
 * above forecast is bullish" (GT_RES) and "actual above forecast is bearish,
 * below is bullish" (LT_RES): the same rule as on {base_url}.
 */
export function impactFromResFields(gt: string | null | undefined, lt: string | null | undefined): ImpactRule {
  return { bullishIfAbove: assetsOf(gt), bearishIfAbove: assetsOf(lt), note: null };
}

function recordId(r: ReleaseRecord): string {
  if (r.shape === 'legacy-list') return blank(r.RECORD_ID) ?? r.ID;
  return String(r.ID);
}

/** Legacy has STATUS (1 released, 0 pending); tokened rows are released once ACTUAL_PRICE is non-empty. */
function isReleased(r: ReleaseRecord): boolean {
  if (r.shape === 'tokened') return blank(r.ACTUAL_PRICE) !== null;
  return r.STATUS.trim() === '1';
}

export function toRelease(r: ReleaseRecord, ctx: ReleaseContext): Release {
  const legacyUs = r.shape === 'legacy-us' ? r : null;
  const title = r.shape === 'legacy-us' ? null : blank(r.TITLE);
  const description = r.IDX_DESC_CN.trim();
  // SURVEY_PRICE is what responses carry; the usaData field list names it SURPLUS_PRICE.
  const forecast = blank(r.SURVEY_PRICE) ?? (legacyUs ? blank(legacyUs.SURPLUS_PRICE) : null);
  const parent = legacyUs ? blank(legacyUs.IDX_PID) : null;
  return {
    id: recordId(r),
    indicatorId: r.IDX_ID.trim(),
    parentIndicatorId: parent && parent !== '0' ? parent : null,
    title: title ?? description,
    description,
    // COUNTRY_CN is in the variant's language despite its _CN suffix; the legacy family pads it.
    country: r.COUNTRY_CN.trim(),
    countryEn: legacyUs ? blank(legacyUs.COUNTRY) : null,
    period: blank(r.IDX_PERIOD) ?? '',
    periodStatus: r.shape === 'tokened' ? blank(r.IDX_PERIOD_STATUS) : null,
    publishedAt: instantOf(r.PUBLISH_TIME, ctx.timeZone, 'PUBLISH_TIME'),
    importance: requiredImportance(r.IDX_RELEVANCE, 'IDX_RELEVANCE'),
    unit: blank(r.UNIT) ?? '',
    unitRate: legacyUs ? unitRateOf(legacyUs.UNIT_RATE) : null,
    previous: blank(r.PREVIOUS_PRICE),
    forecast,
    actual: blank(r.ACTUAL_PRICE),
    revised: r.shape === 'legacy-list' ? null : blank(r.REVISED_PRICE),
    released: isReleased(r),
    impact: r.shape === 'legacy-list' ? impactFromRes(r.Res) : impactFromResFields(r.GT_RES, r.LT_RES),
    nextPublishAt: legacyUs ? optionalInstantOf(legacyUs.next_publish_time, ctx.timeZone, 'next_publish_time') : null,
    source: ctx.source,
    ...(r.shape === 'legacy-list' ? { legacyListId: r.ID } : {}),
  };
}
