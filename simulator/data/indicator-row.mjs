// @ts-check
// Builds one catalogue entry from a compact row. Texts come in
// [zh-CN, en, zh-TW]; see countries.mjs and texts.mjs for the shared parts.
import { COUNTRIES } from './countries.mjs';

/**
 * Texts in the three languages, in the order [zh-CN, en, zh-TW] (a language is its index).
 * @typedef {string[]} Texts
 */

/**
 * When an indicator is released, on local days of its publisher: a weekday
 * every week, or per month the nth weekday (n < 0: the last), the nth
 * business day or a calendar day (`months`: only those months, 1–12).
 * @typedef {{ t: 'weekly', wd: number, months?: undefined }} WeeklyRule
 * @typedef {{ t: 'nth', n: number, wd: number, months?: number[] }} NthRule
 * @typedef {{ t: 'biz', n: number, months?: number[] }} BizRule
 * @typedef {{ t: 'day', d: number, shift?: boolean, months?: number[] }} DayRule
 * @typedef {NthRule | BizRule | DayRule} MonthlyRule
 * @typedef {WeeklyRule | MonthlyRule} Rule
 */

/**
 * A catalogue row (see row()); indicators.mjs adds its ids.
 * @typedef {{
 *   idx: string, cty: string, kind: string, imp: number, freq: number, name: Texts, unit: Texts, unitRate: string,
 *   org: string, tz: string, at: string, rule: Rule, v: { base: number, vol: number, dp: number, step?: number },
 *   gt: string[], lt: string[], up: string, pid?: string, lag?: number, periodDesc?: Texts,
 * }} IndicatorRow
 * @typedef {IndicatorRow & { ordinal: number, legacyId: string, idxId: string }} Indicator
 */

/** Units in the three languages and the UNIT_RATE the legacy detail shows with them. @type {Record<string, { unit: Texts, rate: string }>} */
export const U = {
  pct: { unit: ['%', '%', '%'], rate: '*1' },
  index: { unit: ['', '', ''], rate: '*1' },
  k10: { unit: ['万人', '10K persons', '萬人'], rate: '/10000' },
  usd100m: { unit: ['亿美元', 'USD 100M', '億美元'], rate: '/100000000' },
  bbl10k: { unit: ['万桶', '10K barrels', '萬桶'], rate: '/10000' },
  units10k: { unit: ['万户', '10K units', '萬戶'], rate: '/10000' },
  cny100m: { unit: ['亿元', 'CNY 100M', '億元'], rate: '/100000000' },
  jpy100m: { unit: ['亿日元', 'JPY 100M', '億日圓'], rate: '/100000000' },
  aud100m: { unit: ['亿澳元', 'AUD 100M', '億澳元'], rate: '/100000000' },
  jobs10k: { unit: ['万个', '10K openings', '萬個'], rate: '/10000' },
  bcf: { unit: ['亿立方英尺', 'Bcf', '億立方英尺'], rate: '/10' },
  rigs: { unit: ['口', 'rigs', '口'], rate: '*1' },
};

/**
 * Which assets a beat moves: 'good' (a beat is bullish for the currency),
 * 'bad' (a beat is bearish, e.g. unemployment), 'oil' (inventory builds are
 * bearish for oil), 'none' (no rule: empty GT_RES/LT_RES, legacy Res "||").
 */
/** @param {string} cty @param {string} up @returns {{ gt: string[], lt: string[] }} */
function impact(cty, up) {
  const ccy = COUNTRIES[cty].ccy;
  const hedge = cty === 'US' ? ['METALS'] : [];
  if (up === 'good') return { gt: [ccy], lt: hedge };
  if (up === 'bad') return { gt: hedge, lt: [ccy] };
  if (up === 'oil') return { gt: [], lt: ['OIL'] };
  return { gt: [], lt: [] };
}

/**
 * @param {string} idx @param {string} cty @param {string} kind @param {number} imp @param {number} freq
 * @param {Texts} name @param {{ unit: Texts, rate: string }} units @param {string} org @param {string} tz
 * @param {string} at @param {Rule} rule @param {IndicatorRow['v']} v @param {string} up
 * @param {{ pid?: string, lag?: number, periodDesc?: Texts }} [extra]
 * @returns {IndicatorRow}
 */
export function row(idx, cty, kind, imp, freq, name, units, org, tz, at, rule, v, up, extra = {}) {
  return { idx, cty, kind, imp, freq, name, unit: units.unit, unitRate: units.rate, org, tz, at, rule, v, ...impact(cty, up), up, ...extra };
}
