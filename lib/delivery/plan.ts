import { releaseKey } from '@/lib/release/key';
import type { Release } from '@/lib/upstream/types';
import type { ReleaseEvent } from './events';
import { rulesFor, type CompiledRule } from './rules';

/** The three messages of a release (docs/design.md, "Delivery"). */
export type DeliveryKind = 'before' | 'actual' | 'revised';

/** Whoever is told: a push subscription or an operator's webhook target. */
export interface Recipient {
  /** `push:<id>` or `hook:<name>`: the deliveries' key. */
  id: string;
  locale: 'zh-CN' | 'en' | 'zh-TW';
  timeZone: string;
  rules: CompiledRule[];
  /** Releases before this are not news to it. */
  createdAt: number;
}

export interface Planned {
  kind: DeliveryKind;
  revision: string;
  release: Release;
  minutes?: number;
}

/** A `before` message is sent within this long of its minute, or not at all (a late reminder is noise). */
export const BEFORE_WINDOW_MS = 90_000;
/**
 * "0 minutes before" speaks this long ahead: a release flips as its time
 * comes, and once released it is the actual that speaks.
 */
export const ZERO_LEAD_MS = 30_000;
/** An actual is news this long after the release's time (a late upstream, a restart). */
export const ACTUAL_WINDOW_MS = 2 * 3600_000;

/** The values whose change after the release is a revision: the revision's key. */
export const revisionKey = (r: Pick<Release, 'actual' | 'revised'>) => `${r.actual ?? ''}|${r.revised ?? ''}`;

/**
 * What is due to a recipient now among the watched releases: a `before`
 * message in the minute it chose ahead of a pending release, the `actual` of a
 * release published since it subscribed. Claims decide whether it is new.
 */
export function planFor(recipient: Recipient, releases: readonly Release[], now: number): Planned[] {
  const out: Planned[] = [];
  for (const r of releases) {
    const at = Date.parse(r.publishedAt);
    if (at < recipient.createdAt - BEFORE_WINDOW_MS && r.released) continue;
    const rules = rulesFor(recipient.rules, r);
    if (!rules.length) continue;
    if (!r.released) {
      const minutes = new Set(rules.flatMap((x) => x.before));
      for (const m of minutes) {
        const moment = at - m * 60_000 - (m === 0 ? ZERO_LEAD_MS : 0);
        if (now >= moment && now < moment + BEFORE_WINDOW_MS) out.push({ kind: 'before', revision: String(m), release: r, minutes: m });
      }
    } else if (rules.some((x) => x.actual) && at >= recipient.createdAt && now - at < ACTUAL_WINDOW_MS) {
      out.push({ kind: 'actual', revision: '', release: r });
    }
  }
  return out;
}

/** A watcher's `revised` event, for a recipient whose rules ask for actuals of that release. */
export function revisionFor(recipient: Recipient, e: ReleaseEvent): Planned | null {
  if (e.kind !== 'revised' || !rulesFor(recipient.rules, e.release).some((x) => x.actual)) return null;
  return { kind: 'revised', revision: revisionKey(e.release), release: e.release };
}

export const plannedKey = (recipient: Recipient, p: Planned) => `${recipient.id}\u0000${releaseKey(p.release)}\u0000${p.kind}\u0000${p.revision}`;
