// zod's tree-shakable build: this runs in every page's header.
import * as z from 'zod/mini';
import { ALARM_MINUTES, isAlarmMinutes, type AlarmMinutes } from '@/lib/calendar/alarm-minutes';

/**
 * Browser reminders, kept in localStorage only (no account). Everything read
 * back is validated here before use: the storage is the reader's to edit, so
 * a tampered or outdated entry is dropped, never shown or acted on. Titles
 * are plain text (rendered as React text, never as HTML); links are built from
 * the validated ids, never stored.
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

const zId = z.string().check(z.regex(/^\d{1,24}$/));
// Text as the page showed it: no control characters, no markup, bounded.
const zTitle = z.string().check(z.minLength(1), z.maxLength(200), z.regex(/^[^\u0000-\u001f\u007f<>]+$/));
const zMinutes = z.literal(ALARM_MINUTES);
// A real instant in UTC form: Date.parse rolls "02-30" over into March, so the day must read back the same.
const zInstant = z.string().check(
  z.maxLength(40),
  z.refine((v) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?Z$/.test(v) && Number.isFinite(Date.parse(v)) && new Date(v).toISOString().slice(0, 10) === v.slice(0, 10), 'must be an ISO instant'),
);

export const zReleaseReminder = z.strictObject({
  kind: z.literal('release'),
  id: zId,
  indicatorId: zId,
  /** The release's time when the reminder was set (a fresher copy on the page wins). */
  at: zInstant,
  title: zTitle,
  minutes: zMinutes,
});
export const zIndicatorReminder = z.strictObject({
  kind: z.literal('indicator'),
  indicatorId: zId,
  title: zTitle,
  minutes: zMinutes,
});
export const zReminder = z.discriminatedUnion('kind', [zReleaseReminder, zIndicatorReminder]);
export type ReleaseReminder = z.infer<typeof zReleaseReminder>;
export type IndicatorReminder = z.infer<typeof zIndicatorReminder>;
export type Reminder = ReleaseReminder | IndicatorReminder;

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
    const r = zReminder.safeParse(item);
    if (!r.success) continue;
    if (r.data.kind === 'release' && Date.parse(r.data.at) < now - RELEASE_KEEP_MS) continue;
    const key = reminderKey(r.data);
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(r.data);
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
