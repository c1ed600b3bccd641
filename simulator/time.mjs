// @ts-check
// Calendar arithmetic. The upstream writes naive wall times; the simulator
// writes them in Asia/Shanghai (UTC+8, no daylight saving since 1991), as the
// team contract fixes. Days are 'YYYY-MM-DD' keys handled as UTC dates.

export const SHANGHAI_OFFSET_MS = 8 * 3600_000;
export const DAY_MS = 86_400_000;
/** @param {number} n @param {number} [w] */
const pad = (n, w = 2) => String(n).padStart(w, '0');

/** 'YYYY-MM-DD HH:mm:ss' in Shanghai wall time. @param {number} ms */
export function shanghaiWall(ms) {
  const d = new Date(ms + SHANGHAI_OFFSET_MS);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
}

/** The Shanghai calendar day of an instant. @param {number} ms */
export function shanghaiDay(ms) {
  return shanghaiWall(ms).slice(0, 10);
}

/** The instant of Shanghai midnight starting a day. @param {string} day */
export function shanghaiMidnight(day) {
  return Date.parse(`${day}T00:00:00Z`) - SHANGHAI_OFFSET_MS;
}

/** @param {unknown} text @returns {boolean} */
export function isDay(text) {
  if (typeof text !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const d = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === text;
}

/** 'yyyyMMdd' → 'YYYY-MM-DD', or null when it is not a real date. @param {unknown} text */
export function fromCompact(text) {
  if (typeof text !== 'string' || !/^\d{8}$/.test(text)) return null;
  const day = `${text.slice(0, 4)}-${text.slice(4, 6)}-${text.slice(6)}`;
  return isDay(day) ? day : null;
}

/** @param {string} day */
export const toCompact = (day) => day.replaceAll('-', '');

/** @param {string} day @param {number} n */
export function addDays(day, n) {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
}

/** 0 = Sunday … 6 = Saturday. @param {string} day */
export const weekday = (day) => new Date(`${day}T00:00:00Z`).getUTCDay();

/** @param {string} day */
export function dayNumber(day) {
  return Math.round(Date.parse(`${day}T00:00:00Z`) / DAY_MS);
}

/** Monday of the Monday–Sunday week containing the day. @param {string} day */
export function mondayOf(day) {
  return addDays(day, -((weekday(day) + 6) % 7));
}

/** @param {string} start @param {number} count */
export function daysFrom(start, count) {
  return Array.from({ length: count }, (_, i) => addDays(start, i));
}

/** @param {string} day */
export function parts(day) {
  const [y, m, d] = day.split('-').map(Number);
  return { y, m, d };
}

/** @param {number} y @param {number} m @param {number} d */
export const dayOf = (y, m, d) => `${y}-${pad(m)}-${pad(d)}`;

/** @type {Map<string, Intl.DateTimeFormat>} */
const formatters = new Map();
/** @param {string} zone @param {number} utcMs */
function offsetMs(zone, utcMs) {
  let f = formatters.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: zone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric',
      hour: 'numeric', minute: 'numeric', second: 'numeric',
    });
    formatters.set(zone, f);
  }
  const p = Object.fromEntries(f.formatToParts(new Date(utcMs)).map((x) => [x.type, x.value]));
  return Date.UTC(+p.year, +p.month - 1, +p.day, +p.hour, +p.minute, +p.second) - utcMs;
}

/** @type {Map<string, number>} */
const instants = new Map();
/**
 * The instant of a wall time 'HH:MM' on a day in an IANA zone (handles DST; memoized, Intl is slow).
 * @param {string} zone
 * @param {string} day
 * @param {string} hhmm
 */
export function zonedInstant(zone, day, hhmm) {
  const key = `${zone} ${day} ${hhmm}`;
  let at = instants.get(key);
  if (at === undefined) {
    const naive = Date.parse(`${day}T${hhmm}:00Z`);
    at = naive - offsetMs(zone, naive - offsetMs(zone, naive));
    if (instants.size > 50_000) instants.clear();
    instants.set(key, at);
  }
  return at;
}
