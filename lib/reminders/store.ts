import { useSyncExternalStore } from 'react';
import type { AlarmMinutes } from '@/lib/calendar/alarm-minutes';
import {
  FIRED_KEY, MINUTES_KEY, STORE_KEY, parseFired, parseMinutes, parseReminders, reminderKey, serializeReminders,
  withoutReminder, withReminder, type Reminder,
} from './schema';

/**
 * The browser side of the reminder list: localStorage, read through the
 * validating parser (schema.ts), shared live between components of a page and,
 * through the `storage` event, between open tabs. Storage may be unavailable
 * (blocked, private modes): then nothing is kept and nothing breaks.
 */
const CHANGE = 'macrodesk:reminders';

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string): boolean {
  try {
    window.localStorage.setItem(key, value);
    window.dispatchEvent(new Event(CHANGE));
    return true;
  } catch {
    return false;
  }
}

let cached: { raw: string | null; list: Reminder[] } | null = null;
const EMPTY: Reminder[] = [];

export function getReminders(): Reminder[] {
  const raw = read(STORE_KEY);
  if (!cached || cached.raw !== raw) cached = { raw, list: parseReminders(raw, Date.now()) };
  return cached.list;
}

export function getMinutes(): AlarmMinutes {
  return parseMinutes(read(MINUTES_KEY));
}

function subscribe(onChange: () => void): () => void {
  const onStorage = (e: StorageEvent) => {
    if (e.key === null || e.key === STORE_KEY || e.key === MINUTES_KEY) onChange();
  };
  window.addEventListener('storage', onStorage);
  window.addEventListener(CHANGE, onChange);
  return () => {
    window.removeEventListener('storage', onStorage);
    window.removeEventListener(CHANGE, onChange);
  };
}

/** The reminders, live; empty on the server and in the first render (no hydration mismatch). */
export const useReminders = (): Reminder[] => useSyncExternalStore(subscribe, getReminders, () => EMPTY);
export const useMinutes = (): AlarmMinutes | null => useSyncExternalStore(subscribe, getMinutes, () => null);

export const addReminder = (r: Reminder) => write(STORE_KEY, serializeReminders(withReminder(getReminders(), r)));
export const removeReminder = (key: string) => write(STORE_KEY, serializeReminders(withoutReminder(getReminders(), key)));
export const setMinutes = (m: AlarmMinutes) => write(MINUTES_KEY, String(m));
export { reminderKey };

export const firedNow = () => parseFired(read(FIRED_KEY), Date.now());

/**
 * Claims one notification for this tab: true once across every open tab and
 * reload. The check and the mark happen under a Web Lock of that alert where the browser has
 * them, so two tabs reaching the same alert together cannot both win.
 */
export async function claimOnce(key: string): Promise<boolean> {
  const run = () => {
    const fired = firedNow();
    if (fired[key]) return false;
    fired[key] = Date.now();
    try {
      window.localStorage.setItem(FIRED_KEY, JSON.stringify(fired));
    } catch {
      // Without storage every tab would notify: better once per tab than never.
    }
    return true;
  };
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (!locks?.request) return run();
  // The lock of this alert is the claim: a tab that finds it taken stays quiet.
  // It is held a while after the mark, because another tab's localStorage may
  // not show the mark yet (Chromium passes writes to other tabs afterwards).
  return new Promise<boolean>((resolve) => {
    void locks.request(`macrodesk-reminder:${key}`, { ifAvailable: true }, async (lock) => {
      if (!lock) return resolve(false);
      resolve(run());
      await new Promise((r) => setTimeout(r, CLAIM_HOLD_MS));
    });
  });
}

/** How long a tab keeps an alert's lock after claiming it. */
const CLAIM_HOLD_MS = 60_000;
