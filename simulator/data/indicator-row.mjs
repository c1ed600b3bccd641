// Builds one catalogue entry from a compact row. Texts come in
// [zh-CN, en, zh-TW]; see countries.mjs and texts.mjs for the shared parts.
import { COUNTRIES } from './countries.mjs';

/** Units in the three languages and the UNIT_RATE the legacy detail shows with them. */
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
function impact(cty, up) {
  const ccy = COUNTRIES[cty].ccy;
  const hedge = cty === 'US' ? ['METALS'] : [];
  if (up === 'good') return { gt: [ccy], lt: hedge };
  if (up === 'bad') return { gt: hedge, lt: [ccy] };
  if (up === 'oil') return { gt: [], lt: ['OIL'] };
  return { gt: [], lt: [] };
}

export function row(idx, cty, kind, imp, freq, name, units, org, tz, at, rule, v, up, extra = {}) {
  return { idx, cty, kind, imp, freq, name, unit: units.unit, unitRate: units.rate, org, tz, at, rule, v, ...impact(cty, up), up, ...extra };
}
