import type { Release } from '@/lib/upstream/types';
import { releaseKey, type Reminder } from './schema';

/**
 * When reminders fire (pure). A release is reminded by a reminder on itself or
 * on its indicator ("every release of this indicator"). The "before" alert is
 * due from `minutes` before the release's time until that time (a page opened
 * late still warns while the release is ahead); the "actual" alert when a
 * page's live poller sees a reminded release flip to released. Each alert has
 * a key, so that reloads and other open tabs never show it twice.
 */
export type KnownRelease = Pick<Release, 'id' | 'indicatorId' | 'publishedAt' | 'released' | 'title' | 'country'> & Partial<Release>;

export interface BeforeAlert {
  key: string;
  release: KnownRelease;
  minutes: number;
  fireAt: number;
}

export function reminderFor(reminders: Reminder[], r: Pick<Release, 'id' | 'indicatorId'>): Reminder | null {
  const key = releaseKey(r);
  return (
    reminders.find((m) => m.kind === 'release' && releaseKey(m) === key) ??
    reminders.find((m) => m.kind === 'indicator' && m.indicatorId === r.indicatorId) ??
    null
  );
}

/** The "before" key carries the time: a release moved after its alert warns again at the new time. */
export const beforeKey = (r: Pick<Release, 'id' | 'indicatorId' | 'publishedAt'>) => `before:${releaseKey(r)}@${Date.parse(r.publishedAt)}`;
export const actualKey = (r: Pick<Release, 'id' | 'indicatorId'>) => `actual:${releaseKey(r)}`;

/**
 * The releases to think about: what the page knows (fresh copies win), plus
 * release reminders for releases the page does not show, at their stored time.
 */
export function candidates(reminders: Reminder[], known: KnownRelease[]): KnownRelease[] {
  const byKey = new Map(known.map((r) => [releaseKey(r), r]));
  for (const m of reminders) {
    if (m.kind !== 'release' || byKey.has(releaseKey(m))) continue;
    byKey.set(releaseKey(m), { id: m.id, indicatorId: m.indicatorId, publishedAt: m.at, released: false, title: m.title, country: '' });
  }
  return [...byKey.values()];
}

/** "Before" alerts due at `now` (not yet shown), and when the next one falls due (null: none coming). */
export function dueBefore(
  reminders: Reminder[],
  known: KnownRelease[],
  now: number,
  fired: Record<string, number>,
): { due: BeforeAlert[]; nextAt: number | null } {
  const due: BeforeAlert[] = [];
  let nextAt: number | null = null;
  for (const r of candidates(reminders, known)) {
    const m = reminderFor(reminders, r);
    const at = Date.parse(r.publishedAt);
    if (!m || r.released || !Number.isFinite(at) || at <= now) continue;
    const fireAt = at - m.minutes * 60_000;
    const key = beforeKey(r);
    if (fired[key]) continue;
    if (fireAt <= now) due.push({ key, release: r, minutes: m.minutes, fireAt });
    else if (nextAt === null || fireAt < nextAt) nextAt = fireAt;
  }
  return { due: due.sort((a, b) => a.fireAt - b.fireAt), nextAt };
}

/** Reminded releases that a page saw flip to released, not yet announced. */
export function dueActual(reminders: Reminder[], flipped: KnownRelease[], fired: Record<string, number>): KnownRelease[] {
  return flipped.filter((r) => r.released && reminderFor(reminders, r) !== null && !fired[actualKey(r)]);
}
