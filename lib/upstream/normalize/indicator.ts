import type { Indicator } from '../types';
import type { IndicatorInfoRecord } from '../wire/calendar';
import type { LegacyDetailRecord } from '../wire/legacy';
import { blank, frequencyOf, importanceOf, unitRateOf } from './fields';

/** Tokened indicator info or legacy Calendar Details: the same indicator, two field sets. */
export type IndicatorRecord = IndicatorInfoRecord | LegacyDetailRecord;

export function toIndicator(r: IndicatorRecord): Indicator {
  const legacy = r.shape === 'legacy-detail' ? r : null;
  const info = r.shape === 'tokened-info' ? r : null;
  return {
    id: r.IDX_ID.trim(),
    name: r.IDX_DESC_CN.trim(),
    // COUNTRY_CN keeps its _CN suffix in every language variant.
    country: r.COUNTRY_CN.trim(),
    publisher: blank(r.PUBLISH_ORG) ?? '',
    frequency: frequencyOf(r.UPDATE_PERIOD),
    frequencyText: info ? blank(info.PERIOD_DESC) : null,
    importance: info ? importanceOf(info.IDX_RELEVANCE) : null,
    unit: blank(r.UNIT) ?? '',
    interpretation: blank(r.PARAGHRASE),
    // The legacy field list spells it PIC_INTERPRE; responses carry PIC_INTERPRET.
    chartNotes: blank(r.PIC_INTERPRET) ?? (legacy ? blank(legacy.PIC_INTERPRE) : null),
    marketImpact: info ? blank(info.AFFECT) : null,
    reference: info ? blank(info.REFERENCE) : null,
    keywords: legacy ? blank(legacy.KEY_WORD) : null,
    unitRate: legacy ? unitRateOf(legacy.UNIT_RATE) : null,
  };
}

/**
 * The tokened info completed by legacy Calendar Details where the tokened
 * record has no value (keywords and UNIT_RATE exist only in the legacy one).
 */
export function mergeIndicator(primary: Indicator, extra: Indicator): Indicator {
  const merged = { ...primary };
  for (const key of Object.keys(merged) as (keyof Indicator)[]) {
    if (merged[key] === null || merged[key] === '') Object.assign(merged, { [key]: extra[key] });
  }
  return merged;
}
