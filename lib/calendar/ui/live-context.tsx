'use client';

import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import type { Release } from '@/lib/upstream/types';
import { formatInstant } from '@/lib/time/format';
import { isDue, liveKey, nextPollDelay } from '../live';
import { ReleaseValues } from './release-values';
import { reportReleases } from '@/lib/reminders/registry';
import { usePoll } from '@/lib/ui/use-poll';

/**
 * Live releases. One poller per table: while a pending release's time has
 * passed it asks /api/calendar for that reader day every few seconds (the
 * tables of one day share the request: lib/ui/use-poll.ts), and while one is
 * coming it re-reads the day now and then, since a pending release may be
 * rescheduled. The time and value cells of pending rows read the fresh copy
 * from context. With nothing pending, no request is made at all.
 */
export interface PendingRow {
  release: Release;
  /** The reader day (in `tz`) the release falls on: the day /api/calendar is asked for. */
  day: string;
}

interface CalendarAnswer {
  releases: Release[];
}

const Fresh = createContext<Map<string, Release>>(new Map());

async function fetchDay(url: string): Promise<CalendarAnswer> {
  const res = await fetch(url, { headers: { accept: 'application/json' } });
  if (!res.ok) throw new Error(`calendar ${res.status}`);
  return res.json();
}

/** The day whose pending release comes (or came) first and is still worth asking about. */
function pollDay(rows: PendingRow[], fresh: Map<string, Release>, now: number): string | null {
  let best: PendingRow | null = null;
  for (const row of rows) {
    const r = fresh.get(liveKey(row.release)) ?? row.release;
    if (r.released) continue;
    if (!isDue(r, now) && Date.parse(r.publishedAt) <= now) continue;
    if (!best || r.publishedAt < best.release.publishedAt) best = row;
  }
  return best?.day ?? null;
}

export function LiveReleases({ pending, locale, tz, children }: { pending: PendingRow[]; locale: string; tz: string; children: ReactNode }) {
  const [fresh, setFresh] = useState(() => new Map<string, Release>());
  // Which day to ask about depends on the time of each render (a release's time passing): by design.
  // eslint-disable-next-line react-hooks/purity
  const day = pollDay(pending, fresh, Date.now());
  const key = day ? `/api/calendar?${new URLSearchParams({ date: day, tz, locale })}` : null;
  const fallback: CalendarAnswer = { releases: pending.filter((p) => p.day === day).map((p) => p.release) };
  const keys = new Set(pending.map((p) => liveKey(p.release)));
  const current = () => pending.map((p) => fresh.get(liveKey(p.release)) ?? p.release);
  const { data } = usePoll(key, fetchDay, {
    fallback,
    interval: (latest) => nextPollDelay(latest ? latest.releases.filter((r) => keys.has(liveKey(r))) : current(), Date.now()),
  });
  useEffect(() => {
    if (!data || data === fallback) return;
    // The poller's answers (one day at a time) gathered into what the rows read; SWR is the outside system here.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setFresh((prev) => {
      const next = new Map(prev);
      let changed = false;
      for (const r of data.releases) {
        const k = liveKey(r);
        if (!keys.has(k)) continue;
        const old = next.get(k);
        if (!old || old.actual !== r.actual || old.released !== r.released || old.revised !== r.revised || old.publishedAt !== r.publishedAt) changed = true;
        next.set(k, r);
      }
      return changed ? next : prev;
    });
    // `fallback` and `pending` are recreated each render; only new answers matter.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [data]);
  // The reminders read what this poller knows (lib/reminders/registry.ts): no poller of their own.
  useEffect(() => {
    reportReleases(current());
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fresh]);
  return <Fresh.Provider value={fresh}>{children}</Fresh.Provider>;
}

const FLASH_MS = 6_000;

/** The value cells of a pending row: the fresh copy once the poller has one, highlighted when it flips. */
export function LiveValues({ release }: { release: Release }) {
  const r = useContext(Fresh).get(liveKey(release)) ?? release;
  const wasReleased = useRef(release.released);
  const [flash, setFlash] = useState(false);
  useEffect(() => {
    if (r.released && !wasReleased.current) {
      setFlash(true);
      const timer = setTimeout(() => setFlash(false), FLASH_MS);
      wasReleased.current = true;
      return () => clearTimeout(timer);
    }
  }, [r.released]);
  return <ReleaseValues release={r} flash={flash} />;
}

/** The time cell of a pending row: follows a reschedule. */
export function LiveTime({ release, locale, tz, style = 'time' }: { release: Release; locale: string; tz: string; style?: 'time' | 'shortDateTime' }) {
  const r = useContext(Fresh).get(liveKey(release)) ?? release;
  return (
    <time dateTime={r.publishedAt} data-moved={r.publishedAt !== release.publishedAt || undefined}>
      {formatInstant(r.publishedAt, locale, tz, style)}
    </time>
  );
}
