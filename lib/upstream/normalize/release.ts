import type { ImpactRule, Release, ReleaseSource } from '../types';
import type { TokenedReleaseRecord } from '../wire/calendar';
import type { LegacyListRecord, LegacyUsRecord } from '../wire/legacy';
import { assetsOf, blank, importanceOf, instantOf, optionalInstantOf, unitRateOf } from './fields';

/** Any calendar row of either family (tagged by its wire schema): tokened data/week/month, legacy lists, usaData, ecweek. */
export type ReleaseRecord = TokenedReleaseRecord | LegacyListRecord | LegacyUsRecord;

export interface ReleaseContext {
  source: ReleaseSource;
  /** UPSTREAM_TIME_ZONE: the zone the naive PUBLISH_TIME is written in. */
  timeZone: string;
}

/**
 * Legacy `Res`: `bullish|bearish|note`, each asset slot a space-separated
 * list (docs/design.md, from public code calling the legacy family; the document
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
  return r.ID;
}

/** Legacy has STATUS (1 released, 0 pending); tokened rows are released once ACTUAL_PRICE is non-empty. */
function isReleased(r: ReleaseRecord): boolean {
  if (r.shape === 'tokened') return blank(r.ACTUAL_PRICE) !== null;
  return r.STATUS === '1';
}

export function toRelease(r: ReleaseRecord, ctx: ReleaseContext): Release {
  const legacyUs = r.shape === 'legacy-us' ? r : null;
  const title = r.shape === 'legacy-us' ? null : blank(r.TITLE);
  const description = r.IDX_DESC_CN.trim();
  // SURVEY_PRICE is what responses carry; the usaData field list names it SURPLUS_PRICE.
  const forecast = blank(r.SURVEY_PRICE) ?? (legacyUs ? blank(legacyUs.SURPLUS_PRICE) : null);
  const parent = r.shape === 'legacy-list' ? null : blank(r.IDX_PID);
  const unitRate = r.shape === 'legacy-list' ? null : unitRateOf(r.UNIT_RATE);
  return {
    id: recordId(r),
    indicatorId: r.IDX_ID.trim(),
    legacyId: r.shape === 'legacy-list' ? r.ID : null,
    parentIndicatorId: parent && parent !== '0' && parent !== r.IDX_ID.trim() ? parent : null,
    title: title ?? description,
    description,
    // COUNTRY_CN is in the variant's language despite its _CN suffix; the legacy family pads it.
    country: r.COUNTRY_CN.trim(),
    countryEn: legacyUs ? blank(legacyUs.COUNTRY) : null,
    period: blank(r.IDX_PERIOD) ?? '',
    periodStatus: r.shape === 'tokened' ? blank(r.IDX_PERIOD_STATUS) : null,
    publishedAt: instantOf(r.PUBLISH_TIME, ctx.timeZone, 'PUBLISH_TIME'),
    // Outside 1-3 (or missing) is unknown, shown as "—", not a reason to drop the row.
    importance: importanceOf(r.IDX_RELEVANCE),
    unit: blank(r.UNIT) ?? '',
    unitRate,
    previous: blank(r.PREVIOUS_PRICE),
    forecast,
    actual: blank(r.ACTUAL_PRICE),
    revised: r.shape === 'legacy-list' ? null : blank(r.REVISED_PRICE),
    released: isReleased(r),
    impact: r.shape === 'legacy-list' ? impactFromRes(r.Res) : impactFromResFields(r.GT_RES, r.LT_RES),
    // Legacy list only: what the indicator page shows when the tokened info lacks it.
    marketImpact: r.shape === 'legacy-list' ? blank(r.AFFECT) : null,
    publisher: r.shape === 'legacy-list' ? blank(r.PUBLISH_ORG) : null,
    nextPublishAt: legacyUs ? optionalInstantOf(legacyUs.next_publish_time, ctx.timeZone, 'next_publish_time') : null,
    source: ctx.source,
  };
}
