import type { Importance, Release } from '@/lib/upstream/types';

/**
 * When to re-poll. Pending releases whose time has passed are re-polled until
 * they flip (docs/design.md "Released or pending"). A pending release still ahead
 * may be rescheduled, earlier or later (times change after publication, see
 * docs/upstream.md, "Beyond the document"), so its time is re-read every RECHECK_MS rather than
 * trusted until then. Nothing polls when nothing is pending. A release still
 * pending long after its time (the upstream sometimes never fills an actual)
 * stops being polled after OVERDUE_LIMIT_MS.
 */
export const POLL_MS = 5_000;
export const RECHECK_MS = 20_000;
export const OVERDUE_LIMIT_MS = 3 * 3600_000;

type Pollable = Pick<Release, 'released' | 'publishedAt'>;

export function isDue(r: Pollable, now: number): boolean {
  if (r.released) return false;
  const t = Date.parse(r.publishedAt);
  return t <= now && now - t < OVERDUE_LIMIT_MS;
}

/**
 * Milliseconds until the next poll: POLL_MS while a release is due; while one
 * is coming, RECHECK_MS or the wait until its time if that is sooner; 0 (no
 * polling) when nothing is pending within reach.
 */
export function nextPollDelay(releases: Pollable[], now: number): number {
  if (releases.some((r) => isDue(r, now))) return POLL_MS;
  let next = Infinity;
  for (const r of releases) {
    if (r.released) continue;
    const t = Date.parse(r.publishedAt);
    if (t > now && t < next) next = t;
  }
  // setTimeout holds at most ~24.8 days; nothing on a page waits that long.
  if (next === Infinity || next - now > 2 ** 31 - 1) return 0;
  return Math.min(RECHECK_MS, Math.max(1_000, next - now + 500));
}

/** Which row a fresh copy replaces: the record id with its indicator (ids repeat across days; times move). */
export const liveKey = (r: Pick<Release, 'id' | 'indicatorId'>): string => `${r.id}|${r.indicatorId}`;

/** Replaces rows with their fresh copy (by liveKey); rows absent from the fresh data keep their value. */
export function mergeReleases<T extends Pick<Release, 'id' | 'indicatorId'>>(rows: T[], fresh: T[]): T[] {
  const byKey = new Map(fresh.map((r) => [liveKey(r), r]));
  return rows.map((r) => byKey.get(liveKey(r)) ?? r);
}

/** How long the countdown says "due now" for a release before moving on to the next. */
export const DUE_MS = 60_000;

/**
 * The releases the countdown runs through, soonest first: those of the chosen
 * importances (high when none is chosen), still pending, whose time is not
 * more than DUE_MS past.
 */
export function upcomingReleases<T extends Pick<Release, 'importance' | 'publishedAt' | 'released'>>(
  releases: T[],
  levels: Importance[],
  now: number,
  limit = 12,
): T[] {
  const wanted: (Importance | null)[] = levels.length ? levels : [3];
  return releases
    .filter((r) => wanted.includes(r.importance) && !r.released && Date.parse(r.publishedAt) > now - DUE_MS)
    .sort((a, b) => a.publishedAt.localeCompare(b.publishedAt))
    .slice(0, limit);
}

/** The entry the countdown shows at `now`: the first not yet DUE_MS past its time. */
export function currentEntry<T extends { at: string }>(entries: T[], now: number): T | null {
  return entries.find((e) => Date.parse(e.at) > now - DUE_MS) ?? null;
}
