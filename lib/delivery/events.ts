import { createHash } from 'node:crypto';
import { releaseKey } from '@/lib/release/key';
import type { Release } from '@/lib/upstream/types';

/**
 * What the release watcher tells (docs/design.md, "Delivery"): a release
 * newly on the schedule (or moved), its actual out, or a value of a released
 * release changed afterwards (the actual revised, or the previous period's
 * value revised).
 */
export type ReleaseEventKind = 'scheduled' | 'actual' | 'revised';

export interface ReleaseEvent {
  /** The same on every instance for the same change: a stream resumes with it on any of them. */
  id: string;
  kind: ReleaseEventKind;
  /** When this process saw it. */
  at: string;
  release: Release;
}

/** The values whose change after the release is a revision. */
const revisionOf = (r: Release) => `${r.actual ?? ''}|${r.revised ?? ''}`;

export function eventId(kind: ReleaseEventKind, r: Release): string {
  const what = kind === 'revised' ? `${releaseKey(r)}|${kind}|${revisionOf(r)}` : `${releaseKey(r)}|${kind}`;
  return createHash('sha256').update(what).digest('base64url').slice(0, 22);
}

const event = (kind: ReleaseEventKind, release: Release, at: string): ReleaseEvent => ({ id: eventId(kind, release), kind, at, release });

/**
 * The events between two looks at the same window: a release not seen before
 * (pending: scheduled), a pending one now released (actual), a released one
 * whose actual or revised value moved (revised). A release missing from the
 * newer look is not an event: records vanish for a moment and come back.
 */
export function releaseEvents(before: ReadonlyMap<string, Release>, now: readonly Release[], at: string): ReleaseEvent[] {
  const out: ReleaseEvent[] = [];
  for (const r of now) {
    const was = before.get(releaseKey(r));
    if (!was) {
      if (!r.released) out.push(event('scheduled', r, at));
    } else if (!was.released && r.released) out.push(event('actual', r, at));
    else if (was.released && r.released && revisionOf(was) !== revisionOf(r)) out.push(event('revised', r, at));
  }
  return out;
}
