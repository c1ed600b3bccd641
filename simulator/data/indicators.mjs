// @ts-check
// The indicator catalogue and its texts per language (0 zh-CN, 1 en, 2 zh-TW).
import { US_INDICATORS } from './indicators-us.mjs';
import { EUROPE_INDICATORS } from './indicators-europe.mjs';
import { ASIA_PACIFIC_INDICATORS } from './indicators-asia.mjs';
import { COUNTRIES, ORGS, assetList } from './countries.mjs';
import { KINDS, PERIOD_NAMES, WEEKDAYS, fill } from './texts.mjs';

/**
 * @typedef {import('./indicator-row.mjs').Indicator} Indicator
 * @typedef {import('./indicator-row.mjs').IndicatorRow} IndicatorRow
 */

const ROWS = [...US_INDICATORS, ...EUROPE_INDICATORS, ...ASIA_PACIFIC_INDICATORS];
/**
 * Two ids per indicator, as in the vendor's samples (docs/upstream.md, "Beyond the document"): the
 * legacy list's `ID` ("indicator id", the key of Calendar Details) is short,
 * IDX_ID ("internal indicator id") is an 18-digit string, the same in both
 * families. The catalogue's six digits are the legacy ID; GUESS: the IDX_ID
 * prefix (the sample's is 1120220419…). `idx` stays the seed of every value.
 */
/** @param {string} short */
export const longId = (short) => `11202204190${short.padStart(7, '0')}`;
/** @type {Indicator[]} the rows themselves, given their place and ids */
export const CATALOGUE = ROWS.map((ind, i) => Object.assign(ind, { ordinal: i, legacyId: ind.idx, idxId: longId(ind.idx) }));
const byIdxId = new Map(CATALOGUE.map((ind) => [ind.idxId, ind]));
const byLegacyId = new Map(CATALOGUE.map((ind) => [ind.legacyId, ind]));

/** By IDX_ID (tokened info, the long id). @param {unknown} idxId */
export const indicatorById = (idxId) => (typeof idxId === 'string' ? byIdxId.get(idxId) ?? null : null);
/** By the legacy list's ID (Calendar Details). @param {unknown} id */
export const indicatorByLegacyId = (id) => (typeof id === 'string' ? byLegacyId.get(id) ?? null : null);

const NTH = [['最后一个', 'last', '最後一個'], ['第一个', 'first', '第一個'], ['第二个', 'second', '第二個'], ['第三个', 'third', '第三個']];

/** PERIOD_DESC: the frequency and, where it is a rule, when in the month. @param {IndicatorRow} ind @param {number} lang */
export function periodDesc(ind, lang) {
  if (ind.periodDesc) return ind.periodDesc[lang];
  const base = PERIOD_NAMES[ind.freq - 1][lang];
  const r = ind.rule;
  if (r.t === 'weekly') return lang === 1 ? `Weekly, on ${WEEKDAYS[r.wd][1]}` : `${base}${WEEKDAYS[r.wd][lang]}${lang === 0 ? '公布' : '公佈'}`;
  if (r.t === 'nth') {
    const n = NTH[r.n < 0 ? 0 : r.n][lang];
    return lang === 1 ? `${base}, ${n} ${WEEKDAYS[r.wd][1]} of the month` : `${base}${n}${WEEKDAYS[r.wd][lang]}`;
  }
  if (r.t === 'biz') return lang === 1 ? `${base}, business day ${r.n} of the month` : `${base}第${r.n}${lang === 0 ? '个工作日' : '個工作日'}`;
  return lang === 1 ? `${base}, around day ${r.d} of the month` : `${base}${r.d}日前後`.replace('前後', lang === 0 ? '前后' : '前後');
}

/** AFFECT: the market-impact rule spelled out (empty when there is none). @param {IndicatorRow} ind @param {number} lang */
function affectText(ind, lang) {
  if (!ind.gt.length && !ind.lt.length) return '';
  const gt = assetList(ind.gt, lang);
  const lt = assetList(ind.lt, lang);
  if (lang === 1) {
    return [gt && `Actual above forecast: bullish ${gt}`, lt && `bearish ${lt}`].filter(Boolean).join('; ') + '; the opposite when below.';
  }
  const above = lang === 0 ? '实际值高于预期值' : '實際值高於預期值';
  const body = [gt && `利好${gt}`, lt && `利空${lt}`].filter(Boolean).join('，');
  return `${above}：${body}；${lang === 0 ? '反之则相反' : '反之則相反'}。`;
}

/** All descriptive texts of an indicator in one language. @param {IndicatorRow} ind @param {number} lang */
export function indicatorTexts(ind, lang) {
  const kind = KINDS[ind.kind];
  const vars = { name: ind.name[lang], org: ORGS[ind.org][lang] };
  return {
    name: ind.name[lang],
    country: COUNTRIES[ind.cty].names[lang],
    org: ORGS[ind.org][lang],
    unit: ind.unit[lang],
    paraphrase: fill(kind.para[lang], vars),
    chart: kind.chart[lang],
    keywords: `${ind.name[lang]} ${kind.words[lang]}`,
    reference: COUNTRIES[ind.cty].ref[lang],
    affect: affectText(ind, lang),
    periodDesc: periodDesc(ind, lang),
    gt: assetList(ind.gt, lang),
    lt: assetList(ind.lt, lang),
  };
}
