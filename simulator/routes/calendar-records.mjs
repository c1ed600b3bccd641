// @ts-check
// Wire shapes of calendar records (docs/upstream.md "Resources and their
// fields"). Legacy records: every value a string, nulls where the document
// shows "string or null". Tokened records: ID an integer, IDX_RELEVANCE a
// string (the economic calendar record table says so), others strings.
import { unit } from '../rng.mjs';
import { pick, quirkOn } from '../quirks.mjs';
import { shanghaiWall } from '../time.mjs';
import { COUNTRIES } from '../data/countries.mjs';
import { indicatorTexts, longId } from '../data/indicators.mjs';
import { periodLabel } from '../data/schedule.mjs';
import { MONTHS_EN } from '../data/texts.mjs';

/**
 * @typedef {import('../server.mjs').Sim} Sim
 * @typedef {import('../days.mjs').Release} Release
 * @typedef {import('../data/indicator-row.mjs').IndicatorRow} IndicatorRow
 * @typedef {import('../data/indicator-row.mjs').Indicator} Indicator
 * @typedef {ReturnType<typeof indicatorTexts>} IndicatorTexts
 */

/** @param {Sim} sim @param {Release} r */
const released = (sim, r) => sim.now() >= r.at;

/** @param {Release} r @param {number} lang */
function title(r, lang) {
  const name = r.ind.name[lang];
  const period = periodLabel(r.ind, r.k, MONTHS_EN)[lang];
  if (lang === 1) return `${name} (${period})`;
  const country = COUNTRIES[r.ind.cty].names[lang];
  return name.startsWith(country) ? `${country}${period}${name.slice(country.length)}` : `${period}${name}`;
}

/** IDX_PERIOD_STATUS: prelim/final where the indicator's name says so, else empty. @param {IndicatorRow} ind @param {number} lang */
function periodStatus(ind, lang) {
  if (ind.name[0].includes('初值')) return ['初值', 'Prelim', '初值'][lang];
  if (ind.name[0].includes('终值')) return ['终值', 'Final', '終值'][lang];
  return '';
}

/** The upstream pads COUNTRY_CN / COUNTRY with spaces on some rows (docs/design.md, "What real data looks like"). @param {Sim} sim @param {Release} r @param {string} text */
function padded(sim, r, text) {
  const u = unit(sim.seed, 'pad', r.recordId);
  return u < 0.15 ? `${text}  ` : u < 0.25 ? ` ${text}` : text;
}

/** Legacy `Res`: bullish|bearish|note, each a space-separated asset list; "||" when empty. @param {Release} r @param {IndicatorTexts} t */
function res(r, t) {
  const note = r.ind.kind === 'rate' && t.gt ? '关注会后声明' : '';
  return `${t.gt}|${t.lt}|${note}`;
}

/** @param {Release} r */
const dayOf = (r) => r.day ?? r.wall.slice(0, 10);
/** @param {Release} r @returns {import('../days.mjs').RecordQuirks} */
const flags = (r) => r.quirks ?? {};

/**
 * The day's quirks on one record's values (quirks.mjs): text in price
 * fields, a time that is no time, a missing importance.
 * @param {Sim} sim @param {Release} r @param {{ previous: string, survey: string, actual: string }} values
 */
function quirkyValues(sim, r, { previous, survey, actual }) {
  const q = flags(r);
  if (q.textForecast) return { previous: '未公布', survey: '--', actual };
  if (q.textActual) return { previous: '7-2-2', survey: '8-1-2', actual: actual ? '9-0-2' : actual };
  return { previous, survey, actual };
}

/** @param {Release} r */
const publishTime = (r) => (flags(r).badTime ? '待定' : r.wall);

/** IDX_RELEVANCE: a string as in the vendor's sample; an integer on some records of stringInts days. @param {Sim} sim @param {Release} r */
function relevance(sim, r) {
  if (flags(r).nullImportance) return null;
  return quirkOn(sim, 'stringInts', dayOf(r)) && pick(sim, 'int-relevance', r.recordId) < 0.5 ? r.importance : String(r.importance);
}

/** @param {Sim} sim @param {Release} r @param {number} lang */
export function tokenedRecord(sim, r, lang) {
  const t = indicatorTexts(r.ind, lang);
  const done = released(sim, r);
  const v = quirkyValues(sim, r, { previous: r.values.previous, survey: r.values.survey, actual: done ? r.values.actual : '' });
  const stringId = quirkOn(sim, 'stringInts', dayOf(r)) && pick(sim, 'string-id', r.recordId) < 0.5;
  return {
    ID: stringId ? String(r.recordId) : r.recordId,
    IDX_ID: r.ind.idxId,
    COUNTRY_CN: t.country,
    IDX_PERIOD: periodLabel(r.ind, r.k, MONTHS_EN)[lang],
    IDX_PERIOD_STATUS: periodStatus(r.ind, lang),
    IDX_DESC_CN: t.name,
    PREVIOUS_PRICE: v.previous,
    SURVEY_PRICE: v.survey,
    ACTUAL_PRICE: v.actual,
    REVISED_PRICE: done ? r.values.revised : '',
    IDX_RELEVANCE: relevance(sim, r),
    PUBLISH_TIME: publishTime(r),
    UNIT: t.unit,
    TITLE: title(r, lang),
    GT_RES: t.gt,
    LT_RES: t.lt,
  };
}

/** @param {Sim} sim @param {Release} r */
export function legacyListRecord(sim, r) {
  const t = indicatorTexts(r.ind, 0);
  const done = released(sim, r);
  const v = quirkyValues(sim, r, { previous: r.values.previous, survey: r.values.survey, actual: done ? r.values.actual : '' });
  // "null also occurs in the legacy family": on nullValues days, for missing and some present values.
  const nulls = quirkOn(sim, 'nullValues', dayOf(r));
  /** @param {string} value @param {string} what */
  const orNull = (value, what) => (nulls && (value === '' || pick(sim, what, r.recordId) < 0.3) ? null : value);
  return {
    // "indicator id": short, unlike IDX_ID; the key of Calendar Details (docs/upstream.md, "Beyond the document").
    ID: r.ind.legacyId,
    RECORD_ID: String(r.recordId),
    IDX_ID: r.ind.idxId,
    PUBLISH_TIME: publishTime(r),
    // Released rows were updated seconds after publication; pending rows when scheduled.
    UPDATE_TIME: shanghaiWall(done ? r.at + 3000 + Math.floor(unit(sim.seed, 'upd', r.recordId) * 40_000) : r.at - 5 * 86_400_000),
    PUBLISH_ORG: t.org,
    UPDATE_PERIOD: String(r.ind.freq),
    AFFECT: t.affect,
    TITLE: title(r, 0),
    IDX_PERIOD: periodLabel(r.ind, r.k, MONTHS_EN)[0],
    IDX_DESC_CN: t.name,
    UNIT: t.unit,
    COUNTRY_CN: padded(sim, r, t.country),
    IDX_RELEVANCE: flags(r).nullImportance ? null : String(r.importance),
    PREVIOUS_PRICE: orNull(v.previous, 'null-previous'),
    SURVEY_PRICE: orNull(v.survey, 'null-survey'),
    ACTUAL_PRICE: orNull(v.actual, 'null-actual'),
    STATUS: done ? '1' : '0',
    Res: res(r, t),
  };
}

/** Legacy U.S. data / weekly calendar record; prices may be null (no value). @param {Sim} sim @param {Release} r */
export function legacyWeekRecord(sim, r) {
  const t = indicatorTexts(r.ind, 0);
  const done = released(sim, r);
  const v = r.values;
  return {
    ID: String(r.recordId),
    STATUS: done ? '1' : '0',
    // A sub-indicator names its parent's IDX_ID.
    IDX_PID: r.ind.pid ? longId(r.ind.pid) : '',
    IDX_PERIOD: periodLabel(r.ind, r.k, MONTHS_EN)[0],
    IDX_ID: r.ind.idxId,
    PUBLISH_TIME: r.wall,
    UNKNOWN: unit(sim.seed, 'unknown', r.recordId) < 0.9 ? null : '0',
    COUNTRY: padded(sim, r, COUNTRIES[r.ind.cty].en),
    COUNTRY_CN: padded(sim, r, t.country),
    IDX_DESC_CN: t.name,
    PREVIOUS_PRICE: v.previous,
    ACTUAL_PRICE: done ? v.actual : null,
    SURVEY_PRICE: unit(sim.seed, 'nosurvey', r.recordId) < 0.1 ? null : v.survey,
    GT_RES: t.gt,
    LT_RES: t.lt,
    REVISED_PRICE: done && v.revised ? v.revised : null,
    UNIT: t.unit,
    UNIT_RATE: r.ind.unitRate,
    IDX_RELEVANCE: String(r.importance),
  };
}

/** Tokened indicator info: one object; UPDATE_PERIOD and IDX_RELEVANCE integers (strings on stringInts indicators). @param {Sim} sim @param {Indicator} ind @param {number} lang */
export function infoRecord(sim, ind, lang) {
  const t = indicatorTexts(ind, lang);
  /** @param {number} n */
  const int = (n) => (quirkOn(sim, 'stringInts', `info-${ind.idx}`) ? String(n) : n);
  return {
    IDX_ID: ind.idxId,
    PUBLISH_ORG: t.org,
    PIC_INTERPRET: t.chart,
    PARAGHRASE: t.paraphrase,
    REFERENCE: t.reference,
    UPDATE_PERIOD: int(ind.freq),
    PERIOD_DESC: t.periodDesc,
    COUNTRY_CN: t.country,
    IDX_DESC_CN: t.name,
    AFFECT: t.affect,
    IDX_RELEVANCE: int(ind.imp),
    UNIT: t.unit,
  };
}

/** Legacy Calendar Details record (zh-CN; all strings). @param {Indicator} ind */
export function legacyDetailRecord(ind) {
  const t = indicatorTexts(ind, 0);
  return {
    IDX_ID: ind.idxId,
    PIC_INTERPRET: t.chart,
    COUNTRY_CN: t.country,
    IDX_DESC_CN: t.name,
    PUBLISH_ORG: t.org,
    UPDATE_PERIOD: String(ind.freq),
    PARAGHRASE: t.paraphrase,
    UNIT: t.unit,
    UNIT_RATE: ind.unitRate,
    KEY_WORD: t.keywords,
  };
}
