// @ts-check
// Public holidays by country, with real dates: fixed days, "nth weekday"
// rules, Easter (Gregorian computus) and Chinese New Year (table).
import { addDays, dayOf, parts, weekday } from '../time.mjs';

/**
 * @typedef {{ name: string[], imp: number }} Holiday its name in [zh-CN, en, zh-TW] and importance
 * @typedef {[string, string, Holiday]} DatedHoliday a day, a country and the holiday
 */

// Chinese New Year (first day of the lunar year), 2005–2028.
/** @type {Record<number, string>} */
const CNY = {
  2005: '02-09', 2006: '01-29', 2007: '02-18', 2008: '02-07', 2009: '01-26', 2010: '02-14', 2011: '02-03',
  2012: '01-23', 2013: '02-10', 2014: '01-31', 2015: '02-19', 2016: '02-08', 2017: '01-28', 2018: '02-16',
  2019: '02-05', 2020: '01-25', 2021: '02-12', 2022: '02-01', 2023: '01-22', 2024: '02-10', 2025: '01-29',
  2026: '02-17', 2027: '02-06', 2028: '01-26',
};

// Dragon Boat and Mid-Autumn festivals (lunar), for the years the table covers.
/** @type {Record<number, string>} */
const DRAGON_BOAT = { 2023: '06-22', 2024: '06-10', 2025: '05-31', 2026: '06-19', 2027: '06-09', 2028: '05-28' };
/** @type {Record<number, string>} */
const MID_AUTUMN = { 2023: '09-29', 2024: '09-17', 2025: '10-06', 2026: '09-25', 2027: '09-15', 2028: '10-03' };
// Qingming falls on 4 April in years ≡ 0, 1 (mod 4) and 5 April otherwise, 2008–2031.
/** @param {number} y */
const qingming = (y) => `${y}-04-0${y % 4 < 2 ? 4 : 5}`;

/** @param {number} y */
function easter(y) {
  const a = y % 19, b = Math.floor(y / 100), c = y % 100, d = Math.floor(b / 4), e = b % 4;
  const f = Math.floor((b + 8) / 25), g = Math.floor((b - f + 1) / 3), h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4), k = c % 4, l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  return dayOf(y, month, ((h + l - 7 * m + 114) % 31) + 1);
}

/** @param {number} y @param {number} m @param {number} n @param {number} wd */
function nthWeekday(y, m, n, wd) {
  if (n > 0) return addDays(dayOf(y, m, 1), ((wd - weekday(dayOf(y, m, 1)) + 7) % 7) + 7 * (n - 1));
  const last = dayOf(y, m, new Date(Date.UTC(y, m, 0)).getUTCDate());
  return addDays(last, -((weekday(last) - wd + 7) % 7));
}

/** @param {string} zh @param {string} en @param {string} tw @param {number} [imp] @returns {Holiday} */
const H = (zh, en, tw, imp = 2) => ({ name: [zh, en, tw], imp });
const NEW_YEAR = H('元旦', "New Year's Day", '元旦');
const CHRISTMAS = H('圣诞节', 'Christmas Day', '聖誕節');
const BOXING = H('节礼日', 'Boxing Day', '節禮日', 1);
const GOOD_FRIDAY = H('耶稣受难日', 'Good Friday', '耶穌受難日');
const EASTER_MONDAY = H('复活节星期一', 'Easter Monday', '復活節星期一');
const LABOUR = H('劳动节', 'Labour Day', '勞動節');

/** [country, holiday] pairs of one year, keyed by day. @param {number} y */
function yearHolidays(y) {
  /** @type {DatedHoliday[]} */
  const out = [];
  /** @param {string} day @param {string} cty @param {Holiday} h */
  const add = (day, cty, h) => out.push([day, cty, h]);
  /** @param {string} md @param {string[]} ctys @param {Holiday} h */
  const fixed = (md, ctys, h) => ctys.forEach((c) => add(`${y}-${md}`, c, h));
  fixed('01-01', ['US', 'CN', 'JP', 'UK', 'DE', 'AU', 'CA', 'NZ', 'CH', 'HK'], NEW_YEAR);
  fixed('12-25', ['US', 'UK', 'DE', 'AU', 'CA', 'NZ', 'CH', 'HK'], CHRISTMAS);
  fixed('12-26', ['UK', 'DE', 'AU', 'CA', 'NZ', 'CH'], BOXING);
  const e = easter(y);
  ['UK', 'DE', 'AU', 'CH', 'HK', 'US'].forEach((c) => add(addDays(e, -2), c, GOOD_FRIDAY));
  ['UK', 'DE', 'AU', 'CH', 'HK', 'NZ'].forEach((c) => add(addDays(e, 1), c, EASTER_MONDAY));
  // United States (exchange holidays).
  add(nthWeekday(y, 1, 3, 1), 'US', H('马丁·路德·金纪念日', 'Martin Luther King Jr. Day', '馬丁·路德·金紀念日'));
  add(nthWeekday(y, 2, 3, 1), 'US', H('总统日', "Presidents' Day", '總統日'));
  add(nthWeekday(y, 5, -1, 1), 'US', H('阵亡将士纪念日', 'Memorial Day', '陣亡將士紀念日'));
  if (y >= 2022) fixed('06-19', ['US'], H('六月节', 'Juneteenth', '六月節'));
  fixed('07-04', ['US'], H('独立日', 'Independence Day', '獨立日', 3));
  add(nthWeekday(y, 9, 1, 1), 'US', H('劳工节', 'Labor Day', '勞工節'));
  add(nthWeekday(y, 11, 4, 4), 'US', H('感恩节', 'Thanksgiving Day', '感恩節', 3));
  // United Kingdom bank holidays.
  add(nthWeekday(y, 5, 1, 1), 'UK', H('五月初银行假日', 'Early May Bank Holiday', '五月初銀行假日', 1));
  add(nthWeekday(y, 5, -1, 1), 'UK', H('春季银行假日', 'Spring Bank Holiday', '春季銀行假日', 1));
  add(nthWeekday(y, 8, -1, 1), 'UK', H('夏季银行假日', 'Summer Bank Holiday', '夏季銀行假日', 1));
  // Germany, Switzerland.
  fixed('05-01', ['DE', 'CN', 'HK'], LABOUR);
  fixed('10-03', ['DE'], H('德国统一日', 'German Unity Day', '德國統一日'));
  fixed('08-01', ['CH'], H('瑞士国庆日', 'Swiss National Day', '瑞士國慶日'));
  // Japan.
  fixed('01-02', ['JP'], H('新年假期', 'New Year Holiday', '新年假期', 1));
  fixed('01-03', ['JP'], H('新年假期', 'New Year Holiday', '新年假期', 1));
  add(nthWeekday(y, 1, 2, 1), 'JP', H('成人节', 'Coming of Age Day', '成人節', 1));
  fixed('02-11', ['JP'], H('建国纪念日', 'National Foundation Day', '建國紀念日', 1));
  fixed('04-29', ['JP'], H('昭和日', 'Showa Day', '昭和日', 1));
  fixed('05-03', ['JP'], H('宪法纪念日', 'Constitution Memorial Day', '憲法紀念日', 1));
  fixed('05-05', ['JP'], H('儿童节', "Children's Day", '兒童節', 1));
  add(nthWeekday(y, 7, 3, 1), 'JP', H('海之日', 'Marine Day', '海之日', 1));
  add(nthWeekday(y, 9, 3, 1), 'JP', H('敬老日', 'Respect for the Aged Day', '敬老日', 1));
  fixed('11-03', ['JP'], H('文化日', 'Culture Day', '文化日', 1));
  fixed('11-23', ['JP'], H('勤劳感谢日', 'Labour Thanksgiving Day', '勤勞感謝日', 1));
  // China and Hong Kong.
  const cny = CNY[y] ? `${y}-${CNY[y]}` : null;
  if (cny) {
    add(addDays(cny, -1), 'CN', H('春节假期（除夕）', "Chinese New Year holiday (New Year's Eve)", '春節假期（除夕）', 3));
    for (let i = 0; i < 7; i++) add(addDays(cny, i), 'CN', H('春节假期', 'Chinese New Year holiday', '春節假期', 3));
    for (let i = 0; i < 3; i++) add(addDays(cny, i), 'HK', H('农历新年', 'Lunar New Year', '農曆新年', 2));
  }
  for (let i = 0; i < 7; i++) add(addDays(`${y}-10-01`, i), 'CN', H('国庆节假期（黄金周）', 'National Day holiday (Golden Week)', '國慶節假期（黃金週）', 3));
  for (let i = 1; i < 5; i++) add(`${y}-05-0${i + 1}`, 'CN', H('劳动节假期', 'Labour Day holiday', '勞動節假期', 2));
  fixed('10-01', ['HK'], H('国庆日', 'National Day', '國慶日'));
  ['CN', 'HK'].forEach((c) => add(qingming(y), c, H('清明节', 'Qingming Festival', '清明節', 1)));
  if (DRAGON_BOAT[y]) ['CN', 'HK'].forEach((c) => add(`${y}-${DRAGON_BOAT[y]}`, c, H('端午节', 'Dragon Boat Festival', '端午節')));
  if (MID_AUTUMN[y]) add(`${y}-${MID_AUTUMN[y]}`, 'CN', H('中秋节', 'Mid-Autumn Festival', '中秋節'));
  fixed('07-01', ['HK'], H('香港特别行政区成立纪念日', 'HKSAR Establishment Day', '香港特別行政區成立紀念日', 1));
  // Australia, New Zealand, Canada.
  fixed('01-26', ['AU'], H('澳大利亚国庆日', 'Australia Day', '澳大利亞國慶日', 1));
  fixed('04-25', ['AU', 'NZ'], H('澳新军团日', 'ANZAC Day', '澳紐軍團日', 1));
  fixed('02-06', ['NZ'], H('怀唐伊日', 'Waitangi Day', '懷唐伊日', 1));
  add(nthWeekday(y, 10, 4, 1), 'NZ', H('劳动节', 'Labour Day', '勞動節', 1));
  fixed('07-01', ['CA'], H('加拿大国庆日', 'Canada Day', '加拿大國慶日'));
  add(addDays(`${y}-05-25`, -(((weekday(`${y}-05-25`) + 6) % 7) || 7)), 'CA', H('维多利亚日', 'Victoria Day', '維多利亞日', 1));
  add(nthWeekday(y, 9, 1, 1), 'CA', H('劳工节', 'Labour Day', '勞工節', 1));
  add(nthWeekday(y, 10, 2, 1), 'CA', H('感恩节', 'Thanksgiving', '感恩節', 1));
  return [...out, ...observed(out)];
}

const OBSERVED = [' (observed)', '（补假）', '（補假）'];
/**
 * Western markets close on a weekday instead when a fixed-date holiday falls
 * on a weekend: the U.S. moves a Saturday holiday to Friday, everyone moves
 * to the next free weekday otherwise (Christmas + Boxing Day → Mon + Tue).
 * @param {DatedHoliday[]} list
 */
function observed(list) {
  const taken = new Set(list.map(([day, cty]) => `${cty} ${day}`));
  /** @type {DatedHoliday[]} */
  const extra = [];
  for (const [day, cty, h] of list) {
    const wd = weekday(day);
    if ((wd !== 0 && wd !== 6) || ['CN', 'HK', 'JP', 'DE', 'CH'].includes(cty) || h.name[1].includes('Easter') || h.name[1].includes('Friday')) continue;
    let sub = cty === 'US' && wd === 6 ? addDays(day, -1) : addDays(day, wd === 6 ? 2 : 1);
    while (taken.has(`${cty} ${sub}`) || weekday(sub) === 0 || weekday(sub) === 6) sub = addDays(sub, 1);
    taken.add(`${cty} ${sub}`);
    extra.push([sub, cty, { ...h, name: h.name.map((n, l) => n + OBSERVED[l === 1 ? 0 : l]) }]);
  }
  return extra;
}

/** @type {Map<number, Map<string, (Holiday & { cty: string })[]>>} */
const years = new Map();
/** Holidays on a day: [{ cty, name: [zh, en, tw], imp }]. @param {string} day */
export function holidaysOn(day) {
  const { y } = parts(day);
  let byDay = years.get(y);
  if (!byDay) {
    byDay = new Map();
    for (const [d, cty, h] of yearHolidays(y)) {
      if (!byDay.has(d)) byDay.set(d, []);
      byDay.get(d)?.push({ cty, ...h });
    }
    years.set(y, byDay);
  }
  return byDay.get(day) ?? [];
}
