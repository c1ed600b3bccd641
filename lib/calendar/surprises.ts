import 'server-only';
import type { Locale } from '@/lib/i18n/routing';
import type { Release } from '@/lib/upstream/types';
import { surpriseHistories } from '@/lib/archive/read';
import { releaseKey } from '@/lib/release/key';
import { releaseSurprise, surpriseHistory, surpriseScore, surpriseValue, type SurpriseScore } from '@/lib/release/surprise';

/** A view's surprise scores, by release (lib/release/key.ts); `unavailable` when the archive could not be read. */
export interface SurpriseScores {
  byRelease: ReadonlyMap<string, SurpriseScore>;
  unavailable: boolean;
}

const NO_HISTORY = surpriseHistory([]);

/**
 * The surprise score of every released row with a numeric surprise
 * (docs/design.md, "Surprise scores"), read from one archive read for the
 * view. Pending rows, and rows without a forecast, have none. Best effort:
 * an archive that is off, unreachable or late leaves the rows without
 * scores, and says so.
 */
export async function surpriseScores(locale: Locale, releases: readonly Release[]): Promise<SurpriseScores> {
  const scored = releases.filter((r) => r.released && surpriseValue(r.actual, r.forecast) !== null);
  if (!scored.length) return { byRelease: new Map(), unavailable: false };
  let histories: ReadonlyMap<string, ReturnType<typeof surpriseHistory>>;
  try {
    histories = await surpriseHistories(locale, scored.map((r) => r.indicatorId));
  } catch {
    return { byRelease: new Map(), unavailable: true };
  }
  const byRelease = new Map<string, SurpriseScore>();
  for (const r of scored) {
    const h = histories.get(r.indicatorId);
    const score = surpriseScore(releaseSurprise(r, h), r.publishedAt, h ?? NO_HISTORY);
    if (score) byRelease.set(releaseKey(r), score);
  }
  return { byRelease, unavailable: false };
}
