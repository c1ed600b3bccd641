import { isAlarmMinutes, type AlarmMinutes } from '@/lib/calendar/alarm-minutes';

/**
 * Browser reminders, kept in localStorage only (no account). Everything read
 * back is validated here before use: the storage is the reader's to edit, so
 * a tampered or outdated entry is dropped, never shown or acted on. Titles
 * are plain text (rendered as React text, never as HTML); links are built from
 * the validated ids, never stored.
 *
 * Checked by hand, not with a schema library: this runs in every page's header,
 * and even zod's small build weighed 25 kB gzip there (docs/performance.md,
 * "First-load JavaScript").
 */
export const STORE_KEY = 'macrodesk.reminders.v1';
export const MINUTES_KEY = 'macrodesk.reminders.minutes.v1';
export const FIRED_KEY = 'macrodesk.reminders.fired.v1';
export const MAX_ENTRIES = 100;
export const DEFAULT_MINUTES: AlarmMinutes = 5;
/** A release reminder is dropped a day after its time: the release is over. */
export const RELEASE_KEEP_MS = 24 * 3600_000;
/** A notification already shown is remembered this long (reloads and other tabs skip it). */
export const FIRED_KEEP_MS = 2 * 24 * 3600_000;

export interface ReleaseReminder {
  kind: 'release';
  id: string;
  indicatorId: string;
  /** The release's time when the reminder was set (a fresher copy on the page wins). */
  at: string;
  title: string;
  minutes: AlarmMinutes;
}
export interface IndicatorReminder {
  kind: 'indicator';
  indicatorId: string;
  title: string;
  minutes: AlarmMinutes;
}
export type Reminder = ReleaseReminder | IndicatorReminder;

const isId = (v: unknown): v is string => typeof v === 'string' && /^\d{1,24}$/.test(v);
// Text as the page showed it: no control characters, no markup, bounded.
const isTitle = (v: unknown): v is string => typeof v === 'string' && v.length <= 200 && /^[^\u0000-\u001f\u007f<>]+$/.test(v);
// A real instant in UTC form: Date.parse rolls "02-30" over into March, so the day must read back the same.
const isInstant = (v: unknown): v is string =>
  typeof v === 'string' &&
  v.length <= 40 &&
  /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?Z$/.test(v) &&
  Number.isFinite(Date.parse(v)) &&
  new Date(v).toISOString().slice(0, 10) === v.slice(0, 10);

const RELEASE_FIELDS = ['kind', 'id', 'indicatorId', 'at', 'title', 'minutes'];
const INDICATOR_FIELDS = ['kind', 'indicatorId', 'title', 'minutes'];

/** An object with exactly these own fields (an unknown one drops the entry). */
function hasExactly(v: object, fields: readonly string[]): boolean {
  const keys = Object.keys(v);
  return keys.length === fields.length && fields.every((f) => Object.hasOwn(v, f));
}

/** One stored entry as a reminder (a fresh object of its known fields), or null. */
export function readReminder(item: unknown): Reminder | null {
  if (typeof item !== 'object' || item === null || Array.isArray(item)) return null;
  const r = item as Record<string, unknown>;
  if (!isId(r.indicatorId) || !isTitle(r.title) || !isAlarmMinutes(r.minutes)) return null;
  if (r.kind === 'release' && hasExactly(r, RELEASE_FIELDS) && isId(r.id) && isInstant(r.at)) {
    return { kind: 'release', id: r.id, indicatorId: r.indicatorId, at: r.at, title: r.title, minutes: r.minutes };
  }
  if (r.kind === 'indicator' && hasExactly(r, INDICATOR_FIELDS)) {
    return { kind: 'indicator', indicatorId: r.indicatorId, title: r.title, minutes: r.minutes };
  }
  return null;
}

/** The same key as the live rows (lib/calendar/live.ts liveKey): record ids repeat across indicators. */
export const releaseKey = (r: { id: string; indicatorId: string }) => `${r.id}|${r.indicatorId}`;
export const reminderKey = (r: Reminder) => (r.kind === 'release' ? `r:${releaseKey(r)}` : `i:${r.indicatorId}`);

function parseJson(raw: string | null): unknown {
  if (raw === null) return null;
  try {
    return JSON.parse(raw);
  } catch {
    return null;
  }
}

/** The stored list: valid entries only, one per key, releases over for a day dropped, at most MAX_ENTRIES. */
export function parseReminders(raw: string | null, now: number): Reminder[] {
  const data = parseJson(raw);
  if (!Array.isArray(data)) return [];
  const seen = new Set<string>();
  const out: Reminder[] = [];
  for (const item of data.slice(0, MAX_ENTRIES * 2)) {
    const r = readReminder(item);
    if (!r) continue;
    if (r.kind === 'release' && Date.parse(r.at) < now - RELEASE_KEEP_MS) continue;
    const key = reminderKey(r);
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(r);
    if (out.length === MAX_ENTRIES) break;
  }
  return out;
}

export const serializeReminders = (list: Reminder[]) => JSON.stringify(list.slice(0, MAX_ENTRIES));

/** The reader's choice of minutes for new reminders; anything else reads as the default. */
export function parseMinutes(raw: string | null): AlarmMinutes {
  const n = raw !== null && /^\d{1,2}$/.test(raw) ? Number(raw) : NaN;
  return isAlarmMinutes(n) ? n : DEFAULT_MINUTES;
}

/** Notifications already shown (key → when), the expired ones and anything malformed dropped. */
export function parseFired(raw: string | null, now: number): Record<string, number> {
  const data = parseJson(raw);
  const out: Record<string, number> = {};
  if (!data || typeof data !== 'object' || Array.isArray(data)) return out;
  for (const [k, v] of Object.entries(data as Record<string, unknown>).slice(0, 1000)) {
    if (k.length <= 120 && typeof v === 'number' && v > now - FIRED_KEEP_MS && v <= now + 60_000) out[k] = v;
  }
  return out;
}

export function withReminder(list: Reminder[], r: Reminder): Reminder[] {
  const key = reminderKey(r);
  return [...list.filter((x) => reminderKey(x) !== key), r].slice(-MAX_ENTRIES);
}

export const withoutReminder = (list: Reminder[], key: string) => list.filter((x) => reminderKey(x) !== key);
