import { releaseKey } from './schema';
import type { KnownRelease } from './due';

/**
 * The releases the open page knows, as its calendar live poller keeps them
 * (lib/calendar/ui/live-context.tsx reports every fresh copy). The reminders
 * have no poller of their own: they read this, and learn here of releases
 * that flipped from pending to released while the page was open.
 */
const known = new Map<string, KnownRelease>();
let flipped: KnownRelease[] = [];
let version = 0;
const listeners = new Set<() => void>();

export function reportReleases(list: KnownRelease[]): void {
  let changed = false;
  for (const r of list) {
    const key = releaseKey(r);
    const old = known.get(key);
    if (old && !old.released && r.released) flipped.push(r);
    if (!old || old.released !== r.released || old.publishedAt !== r.publishedAt || old.actual !== r.actual) {
      known.set(key, r);
      changed = true;
    }
  }
  if (!changed) return;
  version += 1;
  for (const l of listeners) l();
}

export const knownReleases = (): KnownRelease[] => [...known.values()];

/** The flips seen since the last call (each handed out once). */
export function takeFlipped(): KnownRelease[] {
  const out = flipped;
  flipped = [];
  return out;
}

export function subscribeReleases(fn: () => void): () => void {
  listeners.add(fn);
  return () => listeners.delete(fn);
}

export const releasesVersion = () => version;
