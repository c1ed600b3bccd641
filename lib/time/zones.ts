/**
 * Wall times and instants across IANA zones, without a date library: the
 * upstream writes naive `yyyy-MM-dd HH:mm:ss` wall times (zone "not shown" in
 * docs/upstream.md; we assume UPSTREAM_TIME_ZONE) and readers live anywhere.
 */
import { keptFormatter } from '@/lib/i18n/intl-cache';
import { processSlot } from '@/lib/process-slots.mjs';

export interface WallTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const DAY_RE = /^(\d{4})-(\d{2})-(\d{2})$/;
const WALL_RE = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/;
function formatterFor(timeZone: string): Intl.DateTimeFormat {
  return keptFormatter(
    `wall|${timeZone}`,
    () =>
      new Intl.DateTimeFormat('en-US', {
        timeZone,
        hourCycle: 'h23',
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
      }),
  );
}

/** The wall-clock reading of an instant in a zone, read from ICU (the reference). */
function wallTimeFromIcu(instant: Date, timeZone: string): WallTime {
  const parts = Object.fromEntries(formatterFor(timeZone).formatToParts(instant).map((p) => [p.type, p.value]));
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour) % 24,
    minute: Number(parts.minute),
    second: Number(parts.second),
  };
}

/**
 * A zone's UTC offset changes a few times a year at most, so it is read from
 * ICU once per zone and quarter of an hour (to the second), and kept when it
 * is the same at both ends of the quarter: no change of offset lies between
 * them. A quarter in which it changes is read from ICU at every call. Pages
 * read hundreds of wall times per render, most of them in a few quarters.
 * Readers may name any of ~430 zones and any day: the quarters kept, all
 * zones together, are at most MAX_KEPT_QUARTERS (~50 bytes each); past it
 * the zone filled least recently is dropped whole.
 */
const QUARTER_MS = 15 * 60_000;
export const MAX_KEPT_QUARTERS = 40_000;
/**
 * Zones by the time a quarter was last added to them, least recent first, and
 * the quarters they hold together: one table for the process, whichever of
 * Next's runtimes loaded this module (lib/process-slots.mjs).
 */
const table = processSlot('macrodesk.time.offsets', () => ({ offsets: new Map<string, Map<number, number>>(), quarters: 0 }));
const offsets = table.offsets;

/** Quarters kept now, all zones together (at most MAX_KEPT_QUARTERS). */
export const keptOffsetQuarters = (): number => table.quarters;

function keepOffset(timeZone: string, quarter: number, offset: number): void {
  let zone = offsets.get(timeZone);
  offsets.delete(timeZone);
  while (table.quarters >= MAX_KEPT_QUARTERS) {
    const oldest = offsets.keys().next();
    if (oldest.done) {
      // This zone alone fills the store: it starts again.
      table.quarters -= zone?.size ?? 0;
      zone = undefined;
      break;
    }
    table.quarters -= offsets.get(oldest.value)!.size;
    offsets.delete(oldest.value);
  }
  zone ??= new Map();
  offsets.set(timeZone, zone);
  zone.set(quarter, offset);
  table.quarters++;
}

function icuOffsetMs(ms: number, timeZone: string): number {
  const second = Math.floor(ms / 1000) * 1000;
  return wallAsUtcMs(wallTimeFromIcu(new Date(second), timeZone)) - second;
}

function offsetMs(ms: number, timeZone: string): number {
  const quarter = Math.floor(ms / QUARTER_MS);
  const known = offsets.get(timeZone)?.get(quarter);
  if (known !== undefined) return known;
  const start = quarter * QUARTER_MS;
  const first = icuOffsetMs(start, timeZone);
  if (first !== icuOffsetMs(start + QUARTER_MS - 1000, timeZone)) return icuOffsetMs(ms, timeZone);
  keepOffset(timeZone, quarter, first);
  return first;
}

/** The wall-clock reading of an instant in a zone. */
export function wallTimeIn(instant: Date, timeZone: string): WallTime {
  const ms = instant.getTime();
  if (!Number.isFinite(ms)) return wallTimeFromIcu(instant, timeZone);
  const wall = new Date(Math.floor(ms / 1000) * 1000 + offsetMs(ms, timeZone));
  return {
    year: wall.getUTCFullYear(),
    month: wall.getUTCMonth() + 1,
    day: wall.getUTCDate(),
    hour: wall.getUTCHours(),
    minute: wall.getUTCMinutes(),
    second: wall.getUTCSeconds(),
  };
}

function wallAsUtcMs(w: WallTime): number {
  return Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
}

/**
 * The instant at which a zone's clocks show this wall time. In a DST gap the
 * wall time does not exist and the instant after the gap is returned; in an
 * overlap, the earlier of the two.
 */
export function instantOfWallTime(w: WallTime, timeZone: string): Date {
  const target = wallAsUtcMs(w);
  let guess = target;
  for (let i = 0; i < 3; i++) {
    const offset = wallAsUtcMs(wallTimeIn(new Date(guess), timeZone)) - guess;
    const next = target - offset;
    if (next === guess) break;
    guess = next;
  }
  // Prefer the earlier instant when the wall time occurs twice.
  const earlier = guess - 3600_000;
  if (wallAsUtcMs(wallTimeIn(new Date(earlier), timeZone)) === target) return new Date(earlier);
  return new Date(guess);
}

/** Parses an upstream `yyyy-MM-dd HH:mm:ss` wall time in `timeZone`; null when malformed. */
export function parseWallTime(text: string, timeZone: string): Date | null {
  const m = WALL_RE.exec(text.trim());
  if (!m) return null;
  const w: WallTime = {
    year: Number(m[1]),
    month: Number(m[2]),
    day: Number(m[3]),
    hour: Number(m[4]),
    minute: Number(m[5]),
    second: Number(m[6] ?? 0),
  };
  if (!isValidDay(`${m[1]}-${m[2]}-${m[3]}`) || w.hour > 23 || w.minute > 59 || w.second > 59) return null;
  return instantOfWallTime(w, timeZone);
}

/** True for a real calendar day written `YYYY-MM-DD`. */
export function isValidDay(day: string): boolean {
  const m = DAY_RE.exec(day);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.getUTCFullYear() === Number(m[1]) && d.getUTCMonth() === Number(m[2]) - 1 && d.getUTCDate() === Number(m[3]);
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The `YYYY-MM-DD` day an instant falls on in a zone. */
export function dayIn(instant: Date, timeZone: string): string {
  const w = wallTimeIn(instant, timeZone);
  return `${pad(w.year, 4)}-${pad(w.month)}-${pad(w.day)}`;
}

export function todayIn(timeZone: string, now: Date = new Date()): string {
  return dayIn(now, timeZone);
}

/** Calendar arithmetic on `YYYY-MM-DD` days (zone-free). */
export function addDays(day: string, n: number): string {
  const [y, m, d] = day.split('-').map(Number);
  const t = new Date(Date.UTC(y, m - 1, d + n));
  return `${pad(t.getUTCFullYear(), 4)}-${pad(t.getUTCMonth() + 1)}-${pad(t.getUTCDate())}`;
}

/** `YYYY-MM-DD` → `yyyyMMdd` (the legacy family's day format). */
export function compactDay(day: string): string {
  return day.replaceAll('-', '');
}

/** The instants a reader's day spans in their zone: [start, end). */
export function dayBounds(day: string, timeZone: string): { start: Date; end: Date } {
  const [y, m, d] = day.split('-').map(Number);
  const next = addDays(day, 1).split('-').map(Number);
  return {
    start: instantOfWallTime({ year: y, month: m, day: d, hour: 0, minute: 0, second: 0 }, timeZone),
    end: instantOfWallTime({ year: next[0], month: next[1], day: next[2], hour: 0, minute: 0, second: 0 }, timeZone),
  };
}

/** The days in `sourceZone` that a reader's day in `readerZone` overlaps (one or two, rarely three). */
export function overlappingDays(day: string, readerZone: string, sourceZone: string): string[] {
  const { start, end } = dayBounds(day, readerZone);
  const first = dayIn(start, sourceZone);
  const last = dayIn(new Date(end.getTime() - 1), sourceZone);
  const days = [first];
  while (days[days.length - 1] < last) days.push(addDays(days[days.length - 1], 1));
  return days;
}
