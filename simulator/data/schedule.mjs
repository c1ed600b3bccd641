// @ts-check
// Release schedules. A rule says on which local day (in the publisher's own
// time zone) an indicator is released and which period that release covers;
// publish instants are then written in Shanghai wall time, so a U.S. 08:30
// release shows as 20:30 in summer and 21:30 in winter, as on real calendars.
import { addDays, dayNumber, parts, weekday, dayOf } from '../time.mjs';

/**
 * @typedef {import('./indicator-row.mjs').IndicatorRow} IndicatorRow
 * @typedef {import('./indicator-row.mjs').MonthlyRule} MonthlyRule
 */

/** @param {number} y @param {number} m */
const daysInMonth = (y, m) => new Date(Date.UTC(y, m, 0)).getUTCDate();
// Publishers skip weekends and the two holidays every one of them keeps.
/** @param {string} day */
const isOff = (day) => weekday(day) === 0 || weekday(day) === 6 || day.endsWith('-01-01') || day.endsWith('-12-25');

/** @type {WeakMap<MonthlyRule, Map<number, string | null>>} */
const memo = new WeakMap();
/**
 * The scheduled local day of a monthly rule in month (y, m), or null (memoized per rule).
 * @param {MonthlyRule} rule @param {number} y @param {number} m
 */
function monthlyDay(rule, y, m) {
  let days = memo.get(rule);
  if (!days) memo.set(rule, (days = new Map()));
  const key = y * 12 + m;
  if (!days.has(key)) days.set(key, computeMonthlyDay(rule, y, m));
  return days.get(key);
}

/** @param {MonthlyRule} rule @param {number} y @param {number} m @returns {string | null} */
function computeMonthlyDay(rule, y, m) {
  if (rule.months && !rule.months.includes(m)) return null;
  const last = daysInMonth(y, m);
  if (rule.t === 'nth') {
    if (rule.n > 0) {
      const first = weekday(dayOf(y, m, 1));
      return dayOf(y, m, 1 + ((rule.wd - first + 7) % 7) + 7 * (rule.n - 1));
    }
    const lastWd = weekday(dayOf(y, m, last));
    return dayOf(y, m, last - ((lastWd - rule.wd + 7) % 7));
  }
  if (rule.t === 'biz') {
    let day = dayOf(y, m, 1);
    for (let seen = 0; ; day = addDays(day, 1)) if (!isOff(day) && ++seen === rule.n) return day;
  }
  // 'day': a calendar day, moved to the next Monday when it falls on a weekend
  // unless the publisher also releases on weekends (China's NBS PMI does).
  let day = dayOf(y, m, Math.min(rule.d, last));
  while (rule.shift !== false && isOff(day)) day = addDays(day, 1);
  return day;
}

/**
 * The period index released on a local day, or null. Monthly and meeting
 * indices count months, quarterly ones quarters, weekly ones weeks.
 * @param {Pick<IndicatorRow, 'rule' | 'freq' | 'lag'>} ind @param {string} day
 * @returns {number | null}
 */
export function periodOn(ind, day) {
  const rule = ind.rule;
  if (rule.t === 'weekly') {
    if (weekday(day) !== rule.wd) return null;
    // The week reported ends on the Saturday before the release.
    return Math.floor((dayNumber(day) - ((weekday(day) + 1) % 7) + 4) / 7);
  }
  const { y, m } = parts(day);
  // A rule moved past month end (weekend shift) belongs to the previous month.
  for (const [yy, mm] of [[y, m], m === 1 ? [y - 1, 12] : [y, m - 1]]) {
    if (monthlyDay(rule, yy, mm) !== day) continue;
    const month = yy * 12 + mm - 1 - (ind.lag ?? (rule.months && ind.freq === 3 ? 0 : 1));
    return ind.freq === 4 ? Math.floor(month / 3) : month;
  }
  return null;
}

/** Index of the period released before period k (meetings skip months without one). @param {IndicatorRow} ind @param {number} k */
export function previousPeriod(ind, k) {
  const months = ind.rule.months;
  if (ind.freq !== 3 || !months) return k - 1;
  for (let j = k - 1; j > k - 24; j--) if (months.includes((j % 12) + 1)) return j;
  return k - 1;
}

/** Local days to test for releases that land on a Shanghai day (zones reach ±1 day). */
/** @param {string} day */
export const candidateDays = (day) => [addDays(day, -1), day, addDays(day, 1)];

/** Period label in [zh-CN, en, zh-TW]. @param {IndicatorRow} ind @param {number} k @param {string[]} months */
export function periodLabel(ind, k, months) {
  if (ind.rule.t === 'weekly') {
    const end = new Date((k * 7 + 2) * 86_400_000).toISOString().slice(0, 10);
    const { m, d } = parts(end);
    return [`${m}月${d}日当周`, `Week to ${months[m - 1]} ${d}`, `${m}月${d}日當週`];
  }
  if (ind.freq === 4) {
    const y = Math.floor(k / 4);
    const q = (k % 4) + 1;
    const zh = ['一', '二', '三', '四'][q - 1];
    return [`${y}年第${zh}季度`, `Q${q} ${y}`, `${y}年第${zh}季度`];
  }
  const y = Math.floor(k / 12);
  const m = (k % 12) + 1;
  return [`${y}年${m}月`, `${months[m - 1]} ${y}`, `${y}年${m}月`];
}
