import 'server-only';
import { getConfig } from '@/lib/config';
import { loadReaderDays } from '@/lib/calendar/load-period';
import type { Locale } from '@/lib/i18n/routing';
import { outsideRequests } from '@/lib/memory/outside-requests.mjs';
import { processSlot } from '@/lib/process-slots.mjs';
import { releaseKey } from '@/lib/release/key';
import { addDays, todayIn } from '@/lib/time/zones';
import { withUpstreamPriority } from '@/lib/upstream';
import type { Release } from '@/lib/upstream/types';
import { releaseEvents, type ReleaseEvent } from './events';

/** The window watched: releases of the last 6 hours and the next 24. */
export const WATCH_BACK_MS = 6 * 3600_000;
export const WATCH_AHEAD_MS = 24 * 3600_000;
/** Looks while a release is due and still pending (the cache re-asks the upstream every few seconds then). */
export const DUE_TICK_MS = 500;
/** Looks otherwise: a schedule or a revision can wait this long. */
export const QUIET_TICK_MS = 5000;
/** Events kept for streams resuming with `Last-Event-ID`. */
export const KEPT_EVENTS = 1000;
const DUE_MS = 15 * 60_000;
/** A pending release is due from this long before its time. */
const DUE_LEAD_MS = 1000;

export type Load = (locale: Locale, now: number) => Promise<Release[] | null>;

export interface WatcherOptions {
  locale: Locale;
  load?: Load;
  now?: () => number;
}

/**
 * One watcher per language for the whole process (docs/design.md,
 * "Delivery"): it reads the watched window through the portal's shared
 * cache, whatever the number of listeners, so the upstream's cost does not
 * grow with them (nor with instances sharing the cache through Redis); it
 * runs while someone listens and stops when the last one leaves.
 */
export function createReleaseWatcher({ locale, load = loadWindow, now = Date.now }: WatcherOptions) {
  const listeners = new Set<(e: ReleaseEvent) => void>();
  let snapshot: Map<string, Release> | null = null;
  const kept: ReleaseEvent[] = [];
  let timer: ReturnType<typeof setTimeout> | null = null;
  let looking: Promise<void> | null = null;
  let looks = 0;
  let failures = 0;
  let readyWaiters: (() => void)[] = [];
  // The looks stopped with the last listener: the snapshot is as old as that until the next look.
  let paused = false;

  const due = (at: number) => [...(snapshot?.values() ?? [])].some((r) => !r.released && Date.parse(r.publishedAt) <= at + DUE_LEAD_MS && at - Date.parse(r.publishedAt) < DUE_MS);
  /** The wait before the next look: the due pace, else the quiet one, cut short where a pending release becomes due. */
  function nextLookIn(at: number): number {
    if (due(at)) return DUE_TICK_MS;
    let wait = QUIET_TICK_MS;
    for (const r of snapshot?.values() ?? []) {
      const dueIn = Date.parse(r.publishedAt) - DUE_LEAD_MS - at;
      if (!r.released && dueIn > 0) wait = Math.min(wait, dueIn);
    }
    return wait;
  }

  async function look(): Promise<void> {
    const at = now();
    let list: Release[] | null = null;
    try {
      list = await load(locale, at);
    } catch {
      list = null;
    }
    looks += 1;
    if (!list) {
      failures += 1;
      return;
    }
    const inWindow = list.filter((r) => {
      const t = Date.parse(r.publishedAt);
      return t >= at - WATCH_BACK_MS && t <= at + WATCH_AHEAD_MS;
    });
    if (snapshot) {
      const events = releaseEvents(snapshot, inWindow, new Date(at).toISOString());
      for (const e of events) {
        kept.push(e);
        for (const fn of listeners) fn(e);
      }
      if (kept.length > KEPT_EVENTS) kept.splice(0, kept.length - KEPT_EVENTS);
    }
    const next = new Map<string, Release>();
    // A release missing from this look is kept while in the window: records vanish for a moment. A pending
    // one whose record (same id, same indicator) is now at another time was moved: the old time is dropped.
    const records = new Set(inWindow.map((r) => `${r.id}|${r.indicatorId}`));
    const keys = new Set(inWindow.map(releaseKey));
    for (const [key, r] of snapshot ?? []) {
      const moved = !r.released && records.has(`${r.id}|${r.indicatorId}`) && !keys.has(key);
      if (!moved && Date.parse(r.publishedAt) >= at - WATCH_BACK_MS) next.set(key, r);
    }
    for (const r of inWindow) next.set(releaseKey(r), r);
    snapshot = next;
    paused = !listeners.size;
    for (const w of readyWaiters) w();
    readyWaiters = [];
  }

  // The looks run outside the request of the listener that started them: they outlive it (lib/memory/outside-requests.mjs).
  const startLook = () =>
    outsideRequests(() =>
      withUpstreamPriority('polling', look).finally(() => {
        looking = null;
        schedule();
      }),
    );

  function schedule(): void {
    if (!listeners.size || timer || looking) return;
    timer = outsideRequests(() =>
      setTimeout(() => {
        timer = null;
        looking ??= startLook();
      }, nextLookIn(now())),
    );
    timer.unref?.();
  }

  return {
    /** Listens until the returned function is called; the first listener starts the looks. */
    listen(fn: (e: ReleaseEvent) => void): () => void {
      listeners.add(fn);
      // After a pause the window is read again at once: the snapshot may be hours old.
      if ((!snapshot || paused) && !looking) looking = startLook();
      else schedule();
      return () => {
        listeners.delete(fn);
        if (listeners.size) return;
        paused = true;
        if (timer) {
          clearTimeout(timer);
          timer = null;
        }
      };
    },
    /** Resolves once the window has been read (at once if it has, and the looks have not paused since). */
    ready(): Promise<void> {
      return snapshot && !paused ? Promise.resolve() : new Promise((resolve) => readyWaiters.push(resolve));
    },
    /** The releases of the window as last read, by time. */
    releases(): Release[] {
      return [...(snapshot?.values() ?? [])].sort((a, b) => a.publishedAt.localeCompare(b.publishedAt));
    },
    /** The events kept after the one with this id; null when it is not kept (too old, or another instance's). */
    since(id: string): ReleaseEvent[] | null {
      const i = kept.findIndex((e) => e.id === id);
      return i < 0 ? null : kept.slice(i + 1);
    },
    status: () => ({ listeners: listeners.size, looks, failures, releases: snapshot?.size ?? 0, kept: kept.length }),
    /** Stops looking (tests). */
    stop(): void {
      listeners.clear();
      paused = true;
      if (timer) clearTimeout(timer);
      timer = null;
    },
  };
}
export type ReleaseWatcher = ReturnType<typeof createReleaseWatcher>;

/** The upstream days the window spans, read as the calendar reads them (the shared cache; archived as they pass). */
async function loadWindow(locale: Locale, at: number): Promise<Release[] | null> {
  const zone = getConfig().upstream.timeZone;
  const first = todayIn(zone, new Date(at - WATCH_BACK_MS));
  const last = todayIn(zone, new Date(at + WATCH_AHEAD_MS));
  const days: string[] = [];
  for (let d = first; d <= last; d = addDays(d, 1)) days.push(d);
  const section = await loadReaderDays(locale, days, zone);
  return section.ok ? section.data : null;
}

/** The process's watcher of one language. */
export function releaseWatcher(locale: Locale): ReleaseWatcher {
  const all = processSlot('macrodesk.delivery.watchers', () => new Map<Locale, ReleaseWatcher>());
  let w = all.get(locale);
  if (!w) all.set(locale, (w = createReleaseWatcher({ locale })));
  return w;
}
